#include "gui/CommentEditor.h"

#include <QEvent>
#include <QMimeData>

CommentEditor::CommentEditor(QWidget* parent) : QPlainTextEdit(parent) {
    setObjectName(QStringLiteral("commentEdit"));
    connect(this, &QPlainTextEdit::textChanged, this, [this] {
        if (m_showing) return;
        m_drawings.text = toPlainText();
        emit commentEdited(shogi::writeCommentDrawings(m_drawings));
    });
    retranslate();
}

void CommentEditor::showComment(const QString& comment) {
    m_drawings = shogi::readCommentDrawings(comment);
    if (m_drawings.text == toPlainText()) return;
    m_showing = true;
    setPlainText(m_drawings.text);
    m_showing = false;
}

void CommentEditor::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QPlainTextEdit::changeEvent(event);
}

bool CommentEditor::canInsertFromMimeData(const QMimeData* source) const {
    return !source->hasUrls() && QPlainTextEdit::canInsertFromMimeData(source);
}

void CommentEditor::retranslate() {
    setPlaceholderText(tr("No comment on this move. Type here to add one."));
}
