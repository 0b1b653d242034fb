#pragma once
// Every puzzle the trainer can show: the shipped collections (resources/puzzles/*.tsv, compiled in as
// :/puzzles/) and the user's own (the data folder's puzzles/*.tsv, where "Make Puzzles from This Game"
// writes). A user file that cannot be read is skipped with its reason, naming the line.
#include "puzzles/Puzzle.h"

#include <QString>
#include <QStringList>

#include <vector>

class PuzzleLibrary {
public:
    // `userFolder`: empty for the default (AppDataLocation/puzzles).
    explicit PuzzleLibrary(QString userFolder = {});

    void reload();
    const std::vector<shogi::puzzles::Puzzle>& puzzles() const { return m_puzzles; }
    QStringList collections() const;
    const QStringList& problems() const { return m_problems; } // "file: line N: reason" per unreadable file
    const QString& userFolder() const { return m_userFolder; }

    // Adds `found` to the user's collection `name` (puzzles/NAME.tsv), skipping positions it already holds.
    // Returns how many were new, or -1 when the file cannot be written.
    int addToUserCollection(const QString& name, const std::vector<shogi::puzzles::Puzzle>& found);

private:
    void readFolder(const QString& folder);

    QString m_userFolder;
    std::vector<shogi::puzzles::Puzzle> m_puzzles;
    QStringList m_problems;
};
