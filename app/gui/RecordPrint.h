#pragma once
// The record on paper (File → Print…, Export PDF…): the players and the event, a diagram of the position
// shown with both hands and its move number, then the main line as a move list in two columns with each
// move's comment under it, flowing over as many pages as it takes. The same code draws on a printer and
// on a PDF, in the page size the printer or the user chose.
#include "game/MoveText.h"
#include "record/GameRecord.h"

#include <QCoreApplication>
#include <QPageSize>
#include <QString>

class QPagedPaintDevice;

class RecordPrint {
    Q_DECLARE_TR_FUNCTIONS(RecordPrint)
public:
    // Prints on `device`; returns the number of pages (0 when the device could not be painted on).
    static int print(QPagedPaintDevice& device, const shogi::GameRecord& record,
                     const shogi::RecordNode& shown, const MoveText& text);
    // Writes the printout as a PDF; empty on success, else what went wrong.
    static QString writePdf(const QString& path, QPageSize::PageSizeId size, const shogi::GameRecord& record,
                            const shogi::RecordNode& shown, const MoveText& text);
    // The variations that branch off where the main line's `node` was played, one line each, printed under
    // its comment: "Variation: 24. ☖３四歩 ☗２六歩"; empty when there are none.
    static QString variations(const shogi::GameRecord& record, const shogi::RecordNode& node,
                              const MoveText& text);
};
