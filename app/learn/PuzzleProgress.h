#pragma once
// The user's puzzle record, kept in a JSON file in the application's data folder: problems solved and failed,
// the current and best streak, the Glicko-2 puzzle rating and which problems are done. Written atomically
// after every attempt; a missing or unreadable file starts afresh (the reason goes to the log, nothing
// crashes).
#include "puzzles/Glicko2.h"
#include "puzzles/Puzzle.h"

#include <QString>

#include <set>
#include <string>

class PuzzleProgress {
public:
    // `path`: the JSON file; empty for the default (AppDataLocation/puzzle-progress.json).
    explicit PuzzleProgress(QString path = {});

    const shogi::puzzles::Rating& rating() const { return m_rating; }
    int solved() const { return m_solved; }
    int failed() const { return m_failed; }
    int streak() const { return m_streak; }
    int bestStreak() const { return m_bestStreak; }
    const std::set<std::string>& done() const { return m_done; }

    // One attempt: the rating moves against the problem's difficulty, the counts and the streak follow.
    void record(const shogi::puzzles::Puzzle& puzzle, bool solved);
    bool save() const;
    const QString& path() const { return m_path; }

private:
    void load();

    QString m_path;
    shogi::puzzles::Rating m_rating;
    int m_solved = 0;
    int m_failed = 0;
    int m_streak = 0;
    int m_bestStreak = 0;
    std::set<std::string> m_done;
};
