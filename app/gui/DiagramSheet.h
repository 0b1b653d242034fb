#pragma once
// A teacher's sheet: positions chosen in the record printed as diagrams, six to a page (two columns of
// three), each numbered, with the move that led to it and the side to move, under the players' names.
#include "game/MoveText.h"
#include "record/GameRecord.h"

#include <QCoreApplication>
#include <QPageSize>
#include <QString>

#include <vector>

class QPagedPaintDevice;

class DiagramSheet {
    Q_DECLARE_TR_FUNCTIONS(DiagramSheet)
public:
    static constexpr int Columns = 2;
    static constexpr int Rows = 3;

    // Prints the positions after `nodes` (nodes of `record`); returns the number of pages, 0 when the device
    // could not be painted on or there is nothing to print.
    static int print(QPagedPaintDevice& device, const shogi::GameRecord& record,
                     const std::vector<const shogi::RecordNode*>& nodes, const MoveText& text);
    // Writes the sheet as a PDF; empty on success, else what went wrong.
    static QString writePdf(const QString& path, QPageSize::PageSizeId size, const shogi::GameRecord& record,
                            const std::vector<const shogi::RecordNode*>& nodes, const MoveText& text);
};
