#include "board/DiagramPainter.h"

#include <QFont>
#include <QPainter>

#include <array>

using namespace shogi;

namespace {

// The diagram's proportions in units of one square's width: squares are a little taller than wide, as on
// a real board; a band for the file numbers above, a column for the rank numerals on the right, and a
// line for each hand.
constexpr double SquareHeight = 1.1;
constexpr double FileBand = 0.6;
constexpr double RankColumn = 0.6;
constexpr double HandBand = 0.9;

const QString& kanjiDigit(int n) {
    static const std::array<QString, 19> digits = {QString(),
                                                   QStringLiteral("一"),
                                                   QStringLiteral("二"),
                                                   QStringLiteral("三"),
                                                   QStringLiteral("四"),
                                                   QStringLiteral("五"),
                                                   QStringLiteral("六"),
                                                   QStringLiteral("七"),
                                                   QStringLiteral("八"),
                                                   QStringLiteral("九"),
                                                   QStringLiteral("十"),
                                                   QStringLiteral("十一"),
                                                   QStringLiteral("十二"),
                                                   QStringLiteral("十三"),
                                                   QStringLiteral("十四"),
                                                   QStringLiteral("十五"),
                                                   QStringLiteral("十六"),
                                                   QStringLiteral("十七"),
                                                   QStringLiteral("十八")};
    return digits[std::size_t(n)];
}

} // namespace

DiagramPainter::DiagramPainter(const Position& position) : m_position(position) {}

void DiagramPainter::setSideLabels(const QString& black, const QString& white) {
    m_blackLabel = black;
    m_whiteLabel = white;
}

double DiagramPainter::aspect() const {
    const Variant& v = m_position.variant();
    return (v.files + RankColumn) / (FileBand + v.ranks * SquareHeight + 2 * HandBand);
}

QString DiagramPainter::pieceText(PieceType type, Color side) {
    switch (type) {
    case Pawn:
        return QStringLiteral("歩");
    case Lance:
        return QStringLiteral("香");
    case Knight:
        return QStringLiteral("桂");
    case Silver:
        return QStringLiteral("銀");
    case Gold:
        return QStringLiteral("金");
    case Bishop:
        return QStringLiteral("角");
    case Rook:
        return QStringLiteral("飛");
    case King:
        return side == Color::White ? QStringLiteral("王") : QStringLiteral("玉");
    case ProPawn:
        return QStringLiteral("と");
    case ProLance:
        return QStringLiteral("杏");
    case ProKnight:
        return QStringLiteral("圭");
    case ProSilver:
        return QStringLiteral("全");
    case Horse:
        return QStringLiteral("馬");
    case Dragon:
        return QStringLiteral("龍");
    default:
        return {};
    }
}

QString DiagramPainter::handText(Color side) const {
    static constexpr std::array<PieceType, 7> order = {Rook, Bishop, Gold, Silver, Knight, Lance, Pawn};
    QStringList pieces;
    for (PieceType type : order) {
        const int count = m_position.hand(side).count(type);
        if (count == 0) continue;
        QString text = pieceText(type);
        if (count > 1) text += m_kanjiCounts && count < 19 ? kanjiDigit(count) : QString::number(count);
        pieces << text;
    }
    const QString label = side == Color::Black ? m_blackLabel : m_whiteLabel;
    //: A side's pieces in hand under a printed diagram: %1 the side ("▲先手"), %2 the pieces ("飛 歩三").
    return tr("%1 in hand: %2")
        .arg(label, pieces.isEmpty() ? tr("none", "pieces in hand") : pieces.join(u' '));
}

QRectF DiagramPainter::paint(QPainter& painter, const QRectF& area) const {
    const Variant& v = m_position.variant();
    const double unitsWide = v.files + RankColumn;
    const double unitsHigh = FileBand + v.ranks * SquareHeight + 2 * HandBand;
    const double unit = std::min(area.width() / unitsWide, area.height() / unitsHigh);
    const double w = unit, h = unit * SquareHeight;
    const QPointF origin(area.center().x() - unitsWide * unit / 2, area.center().y() - unitsHigh * unit / 2);
    const QRectF squares(origin.x(), origin.y() + (HandBand + FileBand) * unit, v.files * w, v.ranks * h);

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QColor ink(Qt::black);

    // A square's rectangle; file 1 is on the right, rank 一 at the top, as Black sees the board.
    auto squareRect = [&](int file, int rank) {
        return QRectF(squares.left() + (v.files - 1 - file) * w, squares.top() + rank * h, w, h);
    };
    if (m_highlight != NoSquare && v.contains(fileOf(m_highlight), rankOf(m_highlight)))
        painter.fillRect(squareRect(fileOf(m_highlight), rankOf(m_highlight)), QColor(220, 220, 220));

    // The grid: thin lines inside, a heavier frame, and the four star points of the 9×9 board.
    painter.setPen(QPen(ink, unit * 0.02));
    for (int f = 1; f < v.files; ++f)
        painter.drawLine(QPointF(squares.left() + f * w, squares.top()),
                         QPointF(squares.left() + f * w, squares.bottom()));
    for (int r = 1; r < v.ranks; ++r)
        painter.drawLine(QPointF(squares.left(), squares.top() + r * h),
                         QPointF(squares.right(), squares.top() + r * h));
    painter.setPen(QPen(ink, unit * 0.06));
    painter.drawRect(squares);
    if (v.files == 9 && v.ranks == 9) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(ink);
        for (int f : {3, 6})
            for (int r : {3, 6})
                painter.drawEllipse(QPointF(squares.left() + f * w, squares.top() + r * h), unit * 0.05,
                                    unit * 0.05);
        painter.setBrush(Qt::NoBrush);
    }

    // The coordinates: file digits above, rank kanji on the right.
    QFont font = painter.font();
    font.setPixelSize(std::max(1, int(unit * 0.38)));
    painter.setFont(font);
    painter.setPen(ink);
    for (int f = 0; f < v.files; ++f) {
        const QRectF cell(squareRect(f, 0).left(), squares.top() - FileBand * unit, w, FileBand * unit);
        painter.drawText(cell, Qt::AlignCenter, QString::number(f + 1));
    }
    for (int r = 0; r < v.ranks; ++r) {
        const QRectF cell(squares.right(), squares.top() + r * h, RankColumn * unit, h);
        painter.drawText(cell, Qt::AlignCenter, kanjiDigit(r + 1));
    }

    // The pieces: the second player's upside down, turned about the square's centre.
    font.setPixelSize(std::max(1, int(unit * 0.7)));
    painter.setFont(font);
    for (int f = 0; f < v.files; ++f)
        for (int r = 0; r < v.ranks; ++r) {
            const Piece piece = m_position.pieceOn(makeSquare(f, r));
            if (piece == NoPiece) continue;
            const QRectF cell = squareRect(f, r);
            painter.save();
            painter.translate(cell.center());
            if (colorOf(piece) == Color::White) painter.rotate(180);
            painter.drawText(QRectF(-w / 2, -h / 2, w, h), Qt::AlignCenter,
                             pieceText(typeOf(piece), colorOf(piece)));
            painter.restore();
        }

    // The hands: the second player's above the board, the first player's below, both read upright.
    font.setPixelSize(std::max(1, int(unit * 0.42)));
    painter.setFont(font);
    const QRectF whiteBand(origin.x(), origin.y(), unitsWide * unit, HandBand * unit);
    const QRectF blackBand(origin.x(), squares.bottom(), unitsWide * unit, HandBand * unit);
    painter.drawText(whiteBand, Qt::AlignLeft | Qt::AlignVCenter, handText(Color::White));
    painter.drawText(blackBand, Qt::AlignRight | Qt::AlignVCenter, handText(Color::Black));
    painter.restore();
    return squares;
}
