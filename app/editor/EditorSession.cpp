#include "editor/EditorSession.h"

#include "board/BoardEditInput.h"
#include "board/BoardView.h"
#include "editor/EditorPanel.h"
#include "game/GameController.h"
#include "editor/PositionIssueText.h"
#include "play/UserPrompts.h"
#include "rules/Handicap.h"
#include "rules/Sfen.h"

#include <QAction>
#include <QActionGroup>
#include <QClipboard>
#include <QDockWidget>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

using namespace shogi;

EditorSession::EditorSession(QWidget& window, QStatusBar& status, GameController& game, BoardView& board,
                             const UserPrompts& prompts, QAction* flip, const QList<QAction*>& suspended)
    : QObject(&window), m_window(window), m_status(status), m_game(game), m_board(board), m_prompts(prompts),
      m_action(new QAction(this)), m_suspended(new QActionGroup(this)),
      m_panel(new EditorPanel(m_editor, flip)), m_dock(new QDockWidget) {
    m_action->setObjectName(QStringLiteral("actionSetUpPosition"));
    m_action->setCheckable(true);
    connect(m_action, &QAction::triggered, this, [this] {
        if (m_active)
            cancel();
        else
            enter();
        m_action->setChecked(m_active);
    });
    m_suspended->setExclusionPolicy(QActionGroup::ExclusionPolicy::None);
    for (QAction* action : suspended)
        m_suspended->addAction(action);

    m_dock->setObjectName(QStringLiteral("editorDock"));
    m_dock->setWidget(m_panel);
    m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_dock->hide();

    connect(&m_editor, &PositionEditor::changed, this, &EditorSession::showPosition);
    connect(m_panel, &EditorPanel::playRequested, this, &EditorSession::play);
    connect(m_panel, &EditorPanel::analyseRequested, this, &EditorSession::analyse);
    connect(m_panel, &EditorPanel::copyRequested, this, &EditorSession::copySfen);
    connect(m_panel, &EditorPanel::saveRequested, this, &EditorSession::save);
    connect(m_panel, &EditorPanel::cancelRequested, this, &EditorSession::cancel);
    retranslate();
}

void EditorSession::retranslate() {
    m_action->setText(tr("Set &Up Position…"));
    m_action->setStatusTip(tr("Set up a position on the board to play or analyse it"));
    m_dock->setWindowTitle(tr("Set Up Position"));
}

void EditorSession::setWesternCoordinates(bool western) {
    m_westernCoordinates = western;
    m_panel->setWesternCoordinates(western);
}

void EditorSession::enter() {
    if (m_active) return;
    m_active = true;
    m_game.holdForEditing(true);
    m_editor.begin(m_game.currentPosition());
    m_board.setEditing(true);
    BoardEditInput* input = m_board.editInput();
    connect(input, &BoardEditInput::transferRequested, &m_editor, &PositionEditor::transfer);
    connect(input, &BoardEditInput::turnOverRequested, &m_editor, &PositionEditor::turnOver);
    connect(input, &BoardEditInput::swapColourRequested, &m_editor, &PositionEditor::swapColour);
    connect(input, &BoardEditInput::handCountRequested, &m_editor, &PositionEditor::changeHandCount);
    showPosition();
    m_hiddenDocks.clear();
    for (QDockWidget* dock : m_window.findChildren<QDockWidget*>())
        if (dock != m_dock && !dock->isHidden()) m_hiddenDocks << dock;
    for (QDockWidget* dock : m_hiddenDocks)
        dock->hide();
    m_dock->show();
    m_suspended->setEnabled(false);
    m_panel->bindKeys(true);
    m_action->setChecked(true);
    m_status.showMessage(
        tr("Setting up a position. The game on the board is kept until you play or analyse the new one."));
    m_board.setFocus();
}

void EditorSession::finish() {
    if (!m_active) return;
    m_active = false;
    m_board.setEditing(false);
    m_dock->hide();
    for (QDockWidget* dock : m_hiddenDocks)
        dock->show();
    m_hiddenDocks.clear();
    m_panel->bindKeys(false);
    m_suspended->setEnabled(true);
    m_action->setChecked(false);
    m_game.holdForEditing(false);
}

void EditorSession::showPosition() {
    if (m_active) m_board.setEditedPosition(m_editor.position());
}

bool EditorSession::acceptIssues(const QString& goOn) {
    const QStringList reasons = PositionIssueText::describe(m_editor.issues(), m_westernCoordinates);
    if (reasons.isEmpty()) return true;
    QMessageBox box(QMessageBox::Warning, tr("Set Up Position"),
                    goOn.isEmpty()
                        ? tr("This position cannot be played: it could not stand in a game.")
                        : tr("This position could not stand in a game. It can be analysed, but not "
                             "played."),
                    QMessageBox::NoButton, &m_window);
    box.setObjectName(QStringLiteral("positionIssuesBox"));
    box.setInformativeText(QStringLiteral("• ") + reasons.join(QStringLiteral("\n• ")));
    QPushButton* accept = goOn.isEmpty() ? nullptr : box.addButton(goOn, QMessageBox::AcceptRole);
    box.setDefaultButton(box.addButton(tr("Keep Editing"), QMessageBox::RejectRole));
    QAbstractButton* answer = m_prompts.ask(box);
    return accept && answer == accept;
}

GameSetup EditorSession::setupFor(const Position& pos, GameSetup base) {
    GameSetup setup = std::move(base);
    setup.startSfen.clear();
    // A preset's name says nothing of the move number: a position played on from move 41 keeps its SFEN.
    if (const Handicap* handicap = pos.moveNumber() == 1 ? Handicap::forPosition(pos) : nullptr) {
        setup.variant = VariantKind::Standard;
        setup.handicapId = QString::fromLatin1(handicap->id.data(), qsizetype(handicap->id.size()));
        return setup;
    }
    const Variant& variant = pos.variant();
    const auto start = sfen::parse(variant.startSfen, variant.kind);
    if (start && start->sameState(pos) && pos.moveNumber() == 1) {
        setup.variant = variant.kind;
        setup.handicapId = QStringLiteral("even");
        return setup;
    }
    // The board's own engines: the dialog offers those that can play it.
    setup.variant = variant.kind;
    setup.handicapId = QStringLiteral("even");
    setup.startSfen = QString::fromStdString(sfen::format(pos));
    return setup;
}

void EditorSession::play() {
    if (!m_editor.issues().empty()) {
        acceptIssues(QString());
        return;
    }
    emit playRequested(m_editor.position());
}

void EditorSession::analyse() {
    if (acceptIssues(tr("Analyse Anyway"))) emit analyseRequested(m_editor.position());
}

void EditorSession::copySfen() {
    QGuiApplication::clipboard()->setText(QString::fromStdString(sfen::format(m_editor.position())));
    m_status.showMessage(tr("Position copied as SFEN."));
}

void EditorSession::save() {
    emit saveRequested(m_editor.position());
}

bool EditorSession::cancel() {
    if (!m_active) return true;
    if (m_editor.isModified()) {
        QMessageBox box(QMessageBox::Question, tr("Set Up Position"),
                        tr("Leave the editor and discard the position you set up?"), QMessageBox::NoButton,
                        &m_window);
        box.setObjectName(QStringLiteral("discardPositionBox"));
        QPushButton* discard = box.addButton(tr("Discard Position"), QMessageBox::DestructiveRole);
        box.setDefaultButton(box.addButton(tr("Keep Editing"), QMessageBox::RejectRole));
        if (m_prompts.ask(box) != discard) return false;
    }
    finish();
    m_status.clearMessage();
    return true;
}
