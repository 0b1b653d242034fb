#include "board/PieceRenderer.h"

#include <QPainter>
#include <QSvgRenderer>

using namespace shogi;

namespace {

const char* csaCode(PieceType pt) {
    switch (pt) {
    case Pawn:
        return "FU";
    case Lance:
        return "KY";
    case Knight:
        return "KE";
    case Silver:
        return "GI";
    case Gold:
        return "KI";
    case Bishop:
        return "KA";
    case Rook:
        return "HI";
    case King:
        return "OU";
    case ProPawn:
        return "TO";
    case ProLance:
        return "NY";
    case ProKnight:
        return "NK";
    case ProSilver:
        return "NG";
    case Horse:
        return "UM";
    case Dragon:
        return "RY";
    default:
        return "";
    }
}

QString styleDirectory(PieceStyle style, const QString& language) {
    switch (style) {
    case PieceStyle::Kanji:
        return QStringLiteral("kanji");
    case PieceStyle::KanjiTwoChar:
        return QStringLiteral("kanji2");
    case PieceStyle::Beginner:
        return QStringLiteral("beginner");
    case PieceStyle::Western:
        break;
    }
    // Japanese players reading Western faces get the English letters.
    if (language == QLatin1String("es") || language == QLatin1String("it"))
        return QStringLiteral("western_") + language;
    return QStringLiteral("western_en");
}

constexpr int CacheKilobytes = 48 * 1024; // several board sizes' worth of sprites while the window is resized

} // namespace

PieceRenderer::PieceRenderer() : m_pixmaps(CacheKilobytes) {
    // The sprites and rank numerals are compiled into this static library, where nothing else would pull
    // in their registration: do it here, before anything reads them.
    Q_INIT_RESOURCE(pieces);
}

PieceRenderer::~PieceRenderer() = default;

void PieceRenderer::setStyle(PieceStyle style, const QString& westernLanguage) {
    const QString dir = styleDirectory(style, westernLanguage);
    m_style = style;
    if (dir == m_dir) return;
    m_dir = dir;
    m_renderers.clear();
    m_pixmaps.clear();
}

QString PieceRenderer::code(PieceType pt, Color owner) const {
    if (pt == King && m_style != PieceStyle::Western && owner == Color::Black) return QStringLiteral("GY");
    return QLatin1String(csaCode(pt));
}

QString PieceRenderer::spritePath(const QString& pieceCode) const {
    return QStringLiteral(":/pieces/%1/%2.svg").arg(m_dir, pieceCode);
}

QSvgRenderer* PieceRenderer::renderer(const QString& path) {
    auto it = m_renderers.find(path);
    if (it == m_renderers.end()) it = m_renderers.insert(path, std::make_shared<QSvgRenderer>(path));
    return it->get();
}

QPixmap PieceRenderer::pixmap(PieceType pt, Color owner, bool pointsDown, QSize pixelSize, qreal dpr) {
    const QString path = spritePath(code(pt, owner));
    const QString key = QStringLiteral("%1|%2x%3|%4|%5")
                            .arg(path)
                            .arg(pixelSize.width())
                            .arg(pixelSize.height())
                            .arg(dpr)
                            .arg(pointsDown ? 'v' : '^');
    if (const QPixmap* cached = m_pixmaps.object(key)) return *cached;

    QImage image(pixelSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        if (pointsDown) {
            painter.translate(pixelSize.width(), pixelSize.height());
            painter.rotate(180);
        }
        renderer(path)->render(&painter, QRectF(QPointF(0, 0), QSizeF(pixelSize)));
    }
    auto* result = new QPixmap(QPixmap::fromImage(image));
    result->setDevicePixelRatio(dpr);
    const QPixmap copy = *result;
    m_pixmaps.insert(key, result, std::max(1, int(image.sizeInBytes() / 1024)));
    return copy;
}
