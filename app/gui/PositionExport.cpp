#include "gui/PositionExport.h"

#include "board/BoardView.h"
#include "rules/Sfen.h"

#include <QBuffer>
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace {

void render(const BoardView& board, QPainter& painter, const QRectF& target) {
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.fillRect(target, board.backgroundBrush()); // the view's background: the scene has none
    board.scene()->render(&painter, target, board.scene()->sceneRect(), Qt::KeepAspectRatio);
}

QString save(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return file.errorString();
    return {};
}

} // namespace

QList<int> PositionExport::pngWidths() {
    return {600, 900, 1200, 1800, 2400};
}

QSize PositionExport::pngSize(const BoardView& board, int width) {
    const QSizeF scene = board.scene()->sceneRect().size();
    return {width, qRound(width * scene.height() / scene.width())};
}

QString PositionExport::writePng(const BoardView& board, const QString& path, int width) {
    QImage image(pngSize(board, width), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        render(board, painter, QRectF(QPointF(0, 0), image.size()));
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(image)) return writer.errorString();
    return save(path, buffer.data());
}

QString PositionExport::writeSvg(const BoardView& board, const QString& path) {
    const QRectF scene = board.scene()->sceneRect();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(scene.size().toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), scene.size()));
    svg.setTitle(tr("Shogi position"));
    svg.setDescription(QString::fromStdString(shogi::sfen::format(board.position())));
    {
        QPainter painter(&svg);
        render(board, painter, QRectF(QPointF(0, 0), scene.size()));
    }
    return save(path, buffer.data());
}
