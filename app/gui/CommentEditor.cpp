#include "gui/CommentEditor.h"

#include "analysis/EvalComment.h"

#include <QEvent>
#include <QMimeData>

CommentEditor::CommentEditor(QWidget* parent) : QPlainTextEdit(parent) {
    setObjectName(QStringLiteral("commentEdit"));
    connect(this, &QPlainTextEdit::textChanged, this, [this] {
        if (m_showing) return;
        m_drawings.text = withEngineLines(toPlainText());
        emit commentEdited(shogi::writeCommentDrawings(m_drawings));
    });
    retranslate();
}

void CommentEditor::showComment(const QString& comment) {
    m_drawings = shogi::readCommentDrawings(comment);
    const QString& text = m_drawings.text;
    const QString own = shogi::analysis::withoutEvaluation(text);
    // The engine's lines stand above the user's text when an analysis or a game wrote them; anywhere else
    // the comment is shown whole, as it is.
    m_engineLines = text.endsWith(own) ? text.left(text.size() - own.size()) : QString();
    const QString shown = m_engineLines.isEmpty() ? text : own;
    if (shown == toPlainText()) return;
    m_showing = true;
    setPlainText(shown);
    m_showing = false;
}

QString CommentEditor::withEngineLines(const QString& typed) const {
    if (m_engineLines.isEmpty()) return typed;
    if (typed.isEmpty()) return m_engineLines.endsWith(u'\n') ? m_engineLines.chopped(1) : m_engineLines;
    return m_engineLines.endsWith(u'\n') ? m_engineLines + typed : m_engineLines + u'\n' + typed;
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
