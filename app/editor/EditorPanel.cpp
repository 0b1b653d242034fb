#include "editor/EditorPanel.h"

#include "editor/PositionEditor.h"
#include "editor/PositionIssueText.h"
#include "game/ShogiTerms.h"
#include "play/StandardKeys.h"
#include "rules/Handicap.h"

#include <QAction>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QToolButton>
#include <QVBoxLayout>

using shogi::Color;
using shogi::VariantKind;

EditorPanel::EditorPanel(PositionEditor& editor, QAction* flip, QWidget* parent)
    : QWidget(parent), m_editor(editor), m_undo(new QAction(this)), m_redo(new QAction(this)),
      m_presetsBox(new QGroupBox), m_board(new QComboBox), m_start(new QPushButton),
      m_handicap(new QComboBox), m_loadHandicap(new QPushButton), m_kings(new QPushButton),
      m_restToWhite(new QPushButton), m_positionBox(new QGroupBox), m_sideLabel(new QLabel),
      m_black(new QRadioButton), m_white(new QRadioButton), m_tsume(new QCheckBox), m_flip(new QToolButton),
      m_undoButton(new QToolButton), m_redoButton(new QToolButton), m_checkBox(new QGroupBox),
      m_verdict(new QLabel), m_help(new QLabel), m_copy(new QPushButton), m_save(new QPushButton),
      m_play(new QPushButton), m_analyse(new QPushButton), m_cancel(new QPushButton) {
    const QList<std::pair<QObject*, const char*>> names = {{m_board, "editorBoardChoice"},
                                                           {m_start, "editorStart"},
                                                           {m_handicap, "editorHandicapChoice"},
                                                           {m_loadHandicap, "editorHandicap"},
                                                           {m_kings, "editorKings"},
                                                           {m_restToWhite, "editorRestToWhite"},
                                                           {m_black, "editorBlackToMove"},
                                                           {m_white, "editorWhiteToMove"},
                                                           {m_tsume, "editorTsume"},
                                                           {m_undo, "editorUndo"},
                                                           {m_redo, "editorRedo"},
                                                           {m_verdict, "editorVerdict"},
                                                           {m_copy, "editorCopySfen"},
                                                           {m_save, "editorSave"},
                                                           {m_play, "editorPlay"},
                                                           {m_analyse, "editorAnalyse"},
                                                           {m_cancel, "editorCancel"}};
    for (const auto& [object, name] : names)
        object->setObjectName(QLatin1String(name));

    for (auto kind : {VariantKind::Standard, VariantKind::Gorogoro, VariantKind::Minishogi})
        m_board->addItem(QString(), int(kind));
    for (const shogi::Handicap& h : shogi::Handicap::all())
        m_handicap->addItem(QString(), QString::fromLatin1(h.id.data(), qsizetype(h.id.size())));
    m_undoButton->setDefaultAction(m_undo);
    m_redoButton->setDefaultAction(m_redo);
    m_flip->setDefaultAction(flip);
    for (QToolButton* b : {m_flip, m_undoButton, m_redoButton})
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);

    auto* presets = new QGridLayout(m_presetsBox);
    presets->addWidget(m_board, 0, 0);
    presets->addWidget(m_start, 0, 1);
    presets->addWidget(m_handicap, 1, 0);
    presets->addWidget(m_loadHandicap, 1, 1);
    presets->addWidget(m_kings, 2, 0, 1, 2);
    presets->addWidget(m_restToWhite, 3, 0, 1, 2);
    presets->setColumnStretch(0, 1);
    m_board->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_handicap->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_board->setMinimumContentsLength(8);
    m_handicap->setMinimumContentsLength(8);

    auto* position = new QVBoxLayout(m_positionBox);
    auto* side = new QHBoxLayout;
    side->addWidget(m_sideLabel);
    side->addWidget(m_black);
    side->addWidget(m_white);
    side->addStretch();
    position->addLayout(side);
    position->addWidget(m_tsume);
    auto* tools = new QHBoxLayout;
    tools->addWidget(m_flip);
    tools->addWidget(m_undoButton);
    tools->addWidget(m_redoButton);
    tools->addStretch();
    position->addLayout(tools);
    auto* sides = new QButtonGroup(this);
    sides->addButton(m_black);
    sides->addButton(m_white);

    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    auto* check = new QVBoxLayout(m_checkBox);
    check->addWidget(m_verdict);

    m_help->setWordWrap(true);
    QFont small = m_help->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_help->setFont(small);

    auto* output = new QGridLayout;
    output->addWidget(m_copy, 0, 0);
    output->addWidget(m_save, 0, 1);
    output->addWidget(m_play, 1, 0);
    output->addWidget(m_analyse, 1, 1);
    output->addWidget(m_cancel, 2, 0, 1, 2);
    m_analyse->setDefault(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_presetsBox);
    layout->addWidget(m_positionBox);
    layout->addWidget(m_checkBox);
    layout->addWidget(m_help);
    layout->addStretch();
    layout->addLayout(output);

    connect(m_start, &QPushButton::clicked, this,
            [this] { m_editor.loadStart(VariantKind(m_board->currentData().toInt())); });
    connect(m_loadHandicap, &QPushButton::clicked, this,
            [this] { m_editor.loadHandicap(m_handicap->currentData().toString()); });
    connect(m_kings, &QPushButton::clicked, &m_editor, &PositionEditor::clearToKings);
    connect(m_restToWhite, &QPushButton::clicked, &m_editor, &PositionEditor::restToWhiteHand);
    connect(m_black, &QRadioButton::clicked, this, [this] { m_editor.setSideToMove(Color::Black); });
    connect(m_white, &QRadioButton::clicked, this, [this] { m_editor.setSideToMove(Color::White); });
    connect(m_tsume, &QCheckBox::clicked, &m_editor, &PositionEditor::setTsume);
    connect(m_undo, &QAction::triggered, &m_editor, &PositionEditor::undo);
    connect(m_redo, &QAction::triggered, &m_editor, &PositionEditor::redo);
    connect(m_copy, &QPushButton::clicked, this, &EditorPanel::copyRequested);
    connect(m_save, &QPushButton::clicked, this, &EditorPanel::saveRequested);
    connect(m_play, &QPushButton::clicked, this, &EditorPanel::playRequested);
    connect(m_analyse, &QPushButton::clicked, this, &EditorPanel::analyseRequested);
    connect(m_cancel, &QPushButton::clicked, this, &EditorPanel::cancelRequested);
    connect(&m_editor, &PositionEditor::changed, this, &EditorPanel::refresh);
    retranslate();
}

void EditorPanel::bindKeys(bool bound) {
    m_undo->setShortcuts(bound ? standardKeys(QKeySequence::Undo, QKeySequence(Qt::CTRL | Qt::Key_Z))
                               : QList<QKeySequence>());
    m_redo->setShortcuts(
        bound ? standardKeys(QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z))
              : QList<QKeySequence>());
}

void EditorPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void EditorPanel::retranslate() {
    m_presetsBox->setTitle(tr("Start from"));
    for (int i = 0; i < m_board->count(); ++i)
        m_board->setItemText(i, ShogiTerms::variantName(VariantKind(m_board->itemData(i).toInt())));
    for (int i = 0; i < m_handicap->count(); ++i)
        m_handicap->setItemText(i,
                                ShogiTerms::handicapName(m_handicap->itemData(i).toString().toStdString()));
    m_start->setText(tr("Start Position"));
    m_loadHandicap->setText(tr("Handicap"));
    m_kings->setText(tr("Empty Board (Kings Only)"));
    m_restToWhite->setText(tr("Rest of the Set to White's Hand"));
    m_restToWhite->setToolTip(tr("For a mate problem (tsume): White holds every piece not on the board or in "
                                 "Black's hand."));
    m_positionBox->setTitle(tr("Position"));
    m_sideLabel->setText(tr("To move:"));
    m_black->setText(tr("Black"));
    m_white->setText(tr("White"));
    m_tsume->setText(tr("Mate problem (tsume): Black needs no king"));
    m_undo->setText(tr("Undo"));
    m_redo->setText(tr("Redo"));
    m_checkBox->setTitle(tr("Position Check"));
    m_help->setText(
        tr("Drag pieces between squares and komadai, or off the board to remove them; take new ones "
           "from the boxes beside the komadai (a click picks one to place with clicks). Right-click "
           "or Space turns a piece over, Shift+right-click or C changes its side, Delete removes it. "
           "The wheel, + and − change a count on a komadai."));
    m_copy->setText(tr("Copy SFEN"));
    m_save->setText(tr("Save as Record…"));
    m_play->setText(tr("Play from Here…"));
    m_analyse->setText(tr("Analyse from Here"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Leave the editor and go back to the game as it was."));
    refresh();
}

void EditorPanel::setWesternCoordinates(bool western) {
    m_westernCoordinates = western;
    refresh();
}

void EditorPanel::refresh() {
    const shogi::Position& pos = m_editor.position();
    const QSignalBlocker blocker(m_board);
    m_board->setCurrentIndex(m_board->findData(int(pos.variant().kind)));
    (pos.sideToMove() == Color::Black ? m_black : m_white)->setChecked(true);
    m_tsume->setChecked(m_editor.isTsume());
    m_undo->setEnabled(m_editor.canUndo());
    m_redo->setEnabled(m_editor.canRedo());
    const QStringList problems = PositionIssueText::describe(m_editor.issues(), m_westernCoordinates);
    if (problems.isEmpty()) {
        m_verdict->setText(m_editor.isTsume() ? tr("A mate problem that can be played and analysed.")
                                              : tr("A position that can be played and analysed."));
        m_play->setToolTip(QString());
    } else {
        QString html = QStringLiteral("<p style='color:#b42318'>%1</p><ul style='margin-left:-20px'>")
                           .arg(tr("This position could not stand in a game; it can be analysed, not played:")
                                    .toHtmlEscaped());
        for (const QString& line : problems)
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        m_verdict->setText(html + QStringLiteral("</ul>"));
        m_play->setToolTip(problems.join(QLatin1Char('\n')));
    }
    m_play->setEnabled(problems.isEmpty());
}
