#pragma once
// A teacher's sheet of puzzles: problems of a collection (the Learn trainer's tsume and next-move problems)
// printed as diagrams, six to a page, each numbered with what is asked ("Mate in 3 — Black to move"), and
// the answers on a last page in the user's notation, so that the sheet can be handed out and corrected.
#include "game/MoveText.h"
#include "puzzles/Puzzle.h"

#include <QCoreApplication>
#include <QPageSize>
#include <QString>

#include <vector>

class QPagedPaintDevice;

class PuzzleSheet {
    Q_DECLARE_TR_FUNCTIONS(PuzzleSheet)
public:
    // Prints `puzzles` under `title`, then their answers when `answers`; returns the number of pages, 0 when
    // the device could not be painted on or there is nothing to print. A puzzle whose position or solution
    // does not read is left out.
    static int print(QPagedPaintDevice& device, const std::vector<shogi::puzzles::Puzzle>& puzzles,
                     const QString& title, bool answers, const MoveText& text);
    // Writes the sheet as a PDF; empty on success, else what went wrong.
    static QString writePdf(const QString& path, QPageSize::PageSizeId size,
                            const std::vector<shogi::puzzles::Puzzle>& puzzles, const QString& title,
                            bool answers, const MoveText& text);
    // What a puzzle asks: "Mate in 3", "Find the best move".
    static QString question(const shogi::puzzles::Puzzle& puzzle);
    // The solution as the notation writes it: "☗２三銀成 ☖同玉 ☗３二金".
    static QString answer(const shogi::puzzles::Puzzle& puzzle, const MoveText& text);
};
