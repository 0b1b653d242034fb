#pragma once
// The pages of a printout, shared by the record and the diagram sheet: one painter on a printer or a PDF,
// the area inside the margins, fonts in points, a page number at the foot of each page, and the words
// both print (the players, a position's caption, the diagram's side labels).
#include "board/DiagramPainter.h"
#include "game/MoveText.h"
#include "record/GameRecord.h"

#include <QCoreApplication>
#include <QFont>
#include <QPageSize>
#include <QPainter>

class QPagedPaintDevice;

class PrintPage {
    Q_DECLARE_TR_FUNCTIONS(PrintPage)
public:
    // Begins painting on `device` (its page size and margins already set).
    explicit PrintPage(QPagedPaintDevice& device);
    ~PrintPage();
    PrintPage(const PrintPage&) = delete;
    PrintPage& operator=(const PrintPage&) = delete;

    bool isActive() const { return m_painter.isActive(); }
    QPainter& painter() { return m_painter; }
    // The printable area of the page, above the page number.
    QRectF area() const { return m_area; }
    QFont font(double points, bool bold = false) const;
    // Ends this page (with its number) and starts the next.
    void newPage();
    // Ends the last page; returns how many pages were printed.
    int finish();

    // The paper the user's locale expects: Letter in the United States and Canada, else A4.
    static QPageSize::PageSizeId localPageSize();
    // "▲先手 Habu – △後手 Moriuchi" (the side names alone when the record names no one), and a line with
    // the event and the date when the record has them.
    static QString players(const shogi::GameRecord& record);
    static QString event(const shogi::GameRecord& record);
    // "Move 24: ☗７六歩" or "Start position", for the position after `node`.
    static QString caption(const shogi::GameRecord& record, const shogi::RecordNode& node,
                           const MoveText& text);
    // A diagram of the position after `node`, with the side labels and the last move shaded.
    static void setUpDiagram(DiagramPainter& diagram, const shogi::GameRecord& record,
                             const shogi::RecordNode& node);

private:
    void drawPageNumber();

    QPagedPaintDevice& m_device;
    QPainter m_painter;
    QRectF m_area;
    int m_page = 1;
};
