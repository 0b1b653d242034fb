#include "analysis/AnalysisPanel.h"

#include "analysis/EvalText.h"
#include "analysis/PvText.h"
#include "analysis/WatchText.h"
#include "board/BoardView.h"
#include "game/GameController.h"
#include "play/EngineCatalog.h"
#include "rules/Usi.h"

#include <QAction>
#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTextDocumentFragment>
#include <QToolButton>

#include <algorithm>

using shogi::RecordNode;

namespace {

constexpr int MaxLines = EngineColumn::MaxLines;
constexpr int WideColumn =
    300; // a panel this wide per engine shows them side by side, else one above another

bool inTree(const RecordNode& root, const RecordNode* node) {
    if (&root == node) return true;
    for (const auto& child : root.children)
        if (inTree(*child, node)) return true;
    return false;
}

// The moves from the start to `node`, or nullopt when one of them cannot be sent to an engine (an illegal
// move kept as the record has it).
std::optional<std::vector<shogi::Move>> history(const RecordNode* node) {
    std::vector<shogi::Move> moves;
    if (node->isSpecial()) node = node->parent;
    for (const RecordNode* n = node; n && n->parent; n = n->parent) {
        if (n->illegal) return std::nullopt;
        moves.push_back(n->move);
    }
    std::reverse(moves.begin(), moves.end());
    return moves;
}

} // namespace

AnalysisPanel::AnalysisPanel(GameController& game, std::function<MoveText()> moveText, BoardView& board,
                             std::function<EngineCatalog&()> catalog, QWidget* parent)
    : QWidget(parent), m_game(game), m_moveText(std::move(moveText)), m_board(board),
      m_catalog(std::move(catalog)), m_watchAction(new QAction(this)), m_multiPv(new QSpinBox),
      m_view(new QComboBox), m_seconds(new QSpinBox), m_startStop(new QPushButton),
      m_addEngine(new QToolButton), m_live(new QCheckBox), m_status(new QLabel),
      m_columnsLayout(new QBoxLayout(QBoxLayout::TopToBottom)), m_watchTitle(new QLabel),
      m_watchLabel(new QLabel), m_multiPvLabel(new QLabel), m_viewLabel(new QLabel),
      m_secondsLabel(new QLabel) {
    setObjectName(QStringLiteral("analysisPanel"));
    m_multiPv->setRange(1, MaxLines);
    m_multiPv->setObjectName(QStringLiteral("analysisMultiPv"));
    m_view->setObjectName(QStringLiteral("analysisView"));
    m_seconds->setObjectName(QStringLiteral("analysisTimeLimit"));
    m_seconds->setRange(0, 3600);
    m_startStop->setObjectName(QStringLiteral("analysisStartStop"));
    m_addEngine->setObjectName(QStringLiteral("analysisAddEngine"));
    m_live->setObjectName(QStringLiteral("analysisLiveGames"));
    m_watchAction->setObjectName(QStringLiteral("actionThreatWatch"));
    m_watchAction->setCheckable(true);
    m_status->setWordWrap(true);
    m_watchLabel->setObjectName(QStringLiteral("analysisWatch"));
    m_watchLabel->setWordWrap(true);
    m_watchLabel->setMinimumWidth(1);
    m_watchLabel->setTextFormat(Qt::RichText);
    m_watchLabel->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_watchTitle->setVisible(false);
    m_watchLabel->setVisible(false);
    // Narrow enough for a small window's dock (the board wins the space); the texts are short, so a dock
    // of ordinary width shows them whole.
    m_view->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_view->setMinimumContentsLength(6);
    m_live->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_limit.setSingleShot(true);

    // Two short rows: a small window's dock stays as narrow as with one engine, the board wins the space.
    auto* first = new QHBoxLayout;
    first->addWidget(m_startStop);
    first->addWidget(m_addEngine);
    first->addStretch(1);
    first->addWidget(m_secondsLabel);
    first->addWidget(m_seconds);
    auto* second = new QHBoxLayout;
    second->addWidget(m_multiPvLabel);
    second->addWidget(m_multiPv);
    second->addWidget(m_viewLabel);
    second->addWidget(m_view, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(first);
    layout->addLayout(second);
    layout->addWidget(m_live);
    layout->addWidget(m_status);
    // The engines scroll when the dock is short; in it each line wraps to its column's width.
    auto* columns = new QWidget;
    auto* inner = new QVBoxLayout(columns);
    inner->setContentsMargins(0, 0, 0, 0);
    inner->addWidget(m_watchTitle); // in the scroll area: it wraps and grows as the lines do
    inner->addWidget(m_watchLabel);
    inner->addLayout(m_columnsLayout);
    inner->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setWidget(columns);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumHeight(fontMetrics().lineSpacing() * 9); // three lines of two rows at least
    layout->addWidget(scroll, 1);
    makeColumn();

    connect(m_startStop, &QPushButton::clicked, this, [this] { isRunning() || m_wanted ? stop() : start(); });
    connect(m_addEngine, &QPushButton::clicked, this, [this] { addEngine(); });
    connect(m_multiPv, &QSpinBox::valueChanged, this, [this] {
        if (m_wanted) {
            m_completeNode = nullptr;
            m_timedNode = nullptr; // the new lines get their time
            analyseCurrent();
        }
        emit choicesChanged(m_multiPv->value(), m_view->currentIndex() == 1);
    });
    connect(m_view, &QComboBox::currentIndexChanged, this, [this] {
        showLines();
        showArrows();
        emit choicesChanged(m_multiPv->value(), m_view->currentIndex() == 1);
    });
    connect(m_seconds, &QSpinBox::valueChanged, this, [this](int seconds) {
        m_timedNode = nullptr; // counts again from now
        positionChanged();
        emit timeLimitChanged(seconds);
    });
    connect(m_live, &QCheckBox::toggled, this, [this] { positionChanged(); });
    // The game's clocks and players wait for a question (save first?, a dialog); so do these engines, which
    // would otherwise take their processor. The answer resumes them on the position shown.
    connect(&m_game, &GameController::heldChanged, this, [this](bool held) {
        m_held = held;
        analyseCurrent();
    });
    connect(&m_limit, &QTimer::timeout, this, &AnalysisPanel::timeUp);
    connect(m_watchAction, &QAction::toggled, this, [this] { updateWatch(); });
    connect(&m_watch, &AssistantWatch::reportChanged, this, [this] {
        showWatch();
        showArrows();
    });
    connect(m_watchLabel, &QLabel::linkActivated, this, [this](const QString& link) {
        toggleMateLine(link == QLatin1String("mate:1") ? shogi::Color::White : shogi::Color::Black);
    });
    retranslate();
}

// A new column takes the first id no column has: its colour and names are then unlike the others'.
EngineColumn* AnalysisPanel::makeColumn() {
    int id = 0;
    while (
        std::any_of(m_columns.begin(), m_columns.end(), [id](EngineColumn* c) { return c->index() == id; }))
        ++id;
    auto* column = new EngineColumn(id);
    m_columns.push_back(column);
    m_columnsLayout->addWidget(column);
    EngineAnalysis& analysis = column->analysis();
    connect(column, &EngineColumn::linkActivated, this, &AnalysisPanel::followLink);
    connect(column, &EngineColumn::lineActionRequested, this, [this, column](int line, auto action) {
        if (action == EngineColumn::LineAction::PlayAsVariation)
            playLine(position(column), line);
        else
            writeLineToComment(position(column), line);
    });
    connect(column, &EngineColumn::pauseToggled, this, [this, column](bool paused) {
        if (paused) {
            column->analysis().stop();
        } else if (m_wanted && !liveBlocked() && !isComplete()) {
            analyse(*column);
        }
        showLines();
        showArrows();
        if (column == m_columns.front()) emitBestScore();
        retranslate();
    });
    connect(column, &EngineColumn::engineChosen, this, [this, column] {
        if (column->analysis().isRunning()) {
            column->analysis().shutdown();
            analyse(*column);
        }
        emit enginesChanged(engineIds());
    });
    connect(column, &EngineColumn::removeRequested, this, [this, column] { removeEngine(position(column)); });
    connect(&analysis, &EngineAnalysis::linesChanged, this, [this, column] {
        showLines();
        showArrows();
        if (column == m_columns.front()) emitBestScore();
    });
    connect(&analysis, &EngineAnalysis::stopTimedOut, this, [this, column] {
        column->setStatus(tr("The engine took too long to stop; it was restarted."), shownNode());
    });
    connect(&analysis, &EngineAnalysis::failed, this,
            [this, column](const QString& reason, const QStringList& lastLines) {
                QString text = reason;
                if (!lastLines.isEmpty())
                    text += QLatin1Char('\n') +
                            lastLines.mid(std::max(0, int(lastLines.size()) - 3)).join(QLatin1Char('\n'));
                // It waits, paused, until the user resumes it (or starts again): a broken engine is not
                // restarted at every move.
                {
                    QSignalBlocker block(column);
                    column->setPaused(true);
                }
                column->setStatus(text, shownNode());
                if (std::none_of(m_columns.begin(), m_columns.end(),
                                 [](EngineColumn* c) { return c->analysis().isRunning(); }))
                    m_wanted = false;
                showArrows();
                if (column == m_columns.front()) emitBestScore();
                retranslate();
            });
    connect(&analysis, &EngineAnalysis::clientStarted, this,
            [this, column](UsiClient* client, const QString& name) {
                emit engineStarted(client, column->index() == 0
                                               ? tr("Analysis: %1").arg(name)
                                               : tr("Analysis %1: %2").arg(column->index() + 1).arg(name));
            });
    return column;
}

int AnalysisPanel::position(const EngineColumn* column) const {
    const auto at = std::find(m_columns.begin(), m_columns.end(), column);
    return at == m_columns.end() ? -1 : int(at - m_columns.begin());
}

int AnalysisPanel::addEngine(const QString& id) {
    if (engineCount() >= MaxEngines) return -1;
    if (m_columns.front()->engineBox()->count() == 0) fillEngines(); // the first column's choice is known
    EngineColumn* column = makeColumn();
    const shogi::VariantKind variant = m_game.record().startPosition().variant().kind;
    const auto entries = m_catalog().forVariant(variant);
    QString wanted = id;
    // By default the first engine no column runs yet: two of the same are seldom what is wanted.
    if (wanted.isEmpty())
        for (const EngineEntry* entry : entries)
            if (std::none_of(m_columns.begin(), m_columns.end(),
                             [entry](EngineColumn* c) { return c->chosenEngine() == entry->id; })) {
                wanted = entry->id;
                break;
            }
    column->fillEngines(entries, wanted);
    if (m_wanted && !liveBlocked()) analyse(*column);
    retranslate();
    emit enginesChanged(engineIds());
    return position(column);
}

void AnalysisPanel::removeEngine(int index) {
    if (index <= 0 || index >= engineCount()) return;
    EngineColumn* column = m_columns[std::size_t(index)];
    m_columns.erase(m_columns.begin() + index);
    column->analysis().shutdown();
    column->hide();
    column->deleteLater();
    // The columns after it keep their colours and names; a new one takes the first free place again.
    showArrows();
    retranslate();
    emit enginesChanged(engineIds());
}

QStringList AnalysisPanel::engineIds() const {
    QStringList ids;
    for (const EngineColumn* column : m_columns)
        ids << column->chosenEngine();
    return ids;
}

void AnalysisPanel::setRememberedEngines(const QStringList& ids) {
    m_remembered = ids;
}

void AnalysisPanel::setPaused(int index, bool paused) {
    m_columns[std::size_t(index)]->setPaused(paused);
}

bool AnalysisPanel::isRunning() const {
    return std::any_of(m_columns.begin(), m_columns.end(),
                       [](const EngineColumn* c) { return c->analysis().isRunning(); });
}

void AnalysisPanel::fillEngines() {
    // Engines found or added later (the catalog probes them without waiting) join the lists.
    connect(&m_catalog(), &EngineCatalog::changed, this, &AnalysisPanel::fillEngines, Qt::UniqueConnection);
    const shogi::VariantKind variant = m_game.record().startPosition().variant().kind;
    const auto entries = m_catalog().forVariant(variant);
    for (EngineColumn* column : m_columns)
        column->fillEngines(entries, column == m_columns.front() ? m_remembered.value(0) : QString());
    // The other engines of the last run, those the catalog still has.
    const QStringList others = m_remembered.mid(1);
    m_remembered.clear();
    for (const QString& id : others)
        if (std::any_of(entries.begin(), entries.end(), [&id](const EngineEntry* e) { return e->id == id; }))
            addEngine(id);
}

void AnalysisPanel::start() {
    m_wanted = true;
    if (m_columns.front()->engineBox()->count() == 0) fillEngines();
    setStatus(QString());
    m_completeNode = nullptr;
    m_timedNode = nullptr;
    for (EngineColumn* column : m_columns) {
        column->setStatus(QString(), nullptr);
        QSignalBlocker block(column);
        column->setPaused(false);
    }
    analyseCurrent();
    retranslate();
}

void AnalysisPanel::stop() {
    m_wanted = false;
    m_limit.stop();
    m_timedNode = nullptr;
    m_completeNode = nullptr;
    for (EngineColumn* column : m_columns)
        column->analysis().stop();
    showLines();
    showArrows();
    emit bestScoreChanged(std::nullopt);
    retranslate();
}

void AnalysisPanel::setMultiPv(int lines) {
    m_multiPv->setValue(lines);
}

void AnalysisPanel::setSideToMoveView(bool sideToMove) {
    m_view->setCurrentIndex(sideToMove ? 1 : 0);
}

void AnalysisPanel::setTimeLimit(int seconds) {
    m_seconds->setValue(seconds);
}

int AnalysisPanel::timeLimit() const {
    return m_seconds->value();
}

bool AnalysisPanel::isComplete() const {
    return m_completeNode && m_completeNode == shownNode();
}

const RecordNode* AnalysisPanel::shownNode() const {
    const RecordNode* node = m_game.current();
    return node->isSpecial() ? node->parent : node;
}

bool AnalysisPanel::liveBlocked() const {
    return m_game.isLive() && !m_live->isChecked();
}

void AnalysisPanel::positionChanged() {
    const RecordNode* node = shownNode();
    // An error or notice speaks of the analysis it came from: another position, or another record, ends it.
    if (node != m_statusNode) setStatus(QString());
    for (EngineColumn* column : m_columns)
        if (column->statusNode() && column->statusNode() != node) column->setStatus(QString(), nullptr);
    if (m_wanted) analyseCurrent();
    updateWatch();
    showLines();
    showArrows();
}

// Each engine not paused analyses the position shown, unless it already does or its time there ran out.
// The window refreshes for other reasons too (settings, comments): the same position goes on.
void AnalysisPanel::analyseCurrent() {
    if (!m_wanted) return;
    if (m_held) {
        m_limit.stop();
        m_timedNode = nullptr; // the time per position counts again once answered
        for (EngineColumn* column : m_columns)
            column->analysis().stop();
        return;
    }
    if (liveBlocked()) {
        m_limit.stop();
        for (EngineColumn* column : m_columns)
            column->analysis().stop();
        emit bestScoreChanged(std::nullopt);
        setStatus(tr("A game is being played: the analysis waits until it ends, or until you allow it during "
                     "games."));
        return;
    }
    const RecordNode* node = shownNode();
    if (node != m_completeNode) m_completeNode = nullptr;
    for (EngineColumn* column : m_columns) {
        if (column->isPaused()) continue;
        const bool there = column->analysedNode == node && column->analysis().isRunning();
        if (!there && node != m_completeNode)
            analyse(*column);
        else if (there && m_game.isLive())
            analyse(*column); // the record grew under the same node pointer
    }
    if (node != m_timedNode) {
        m_timedNode = node;
        if (m_seconds->value() > 0)
            m_limit.start(m_seconds->value() * 1000);
        else
            m_limit.stop();
    }
}

void AnalysisPanel::analyse(EngineColumn& column) {
    const RecordNode* node = m_game.current();
    const auto moves = history(node);
    if (!moves) {
        column.analysis().stop();
        setStatus(tr("This line holds an illegal move: there is nothing to analyse here."));
        return;
    }
    if (const EngineEntry* entry = m_catalog().find(column.chosenEngine()))
        column.analysis().setEngine(*entry);
    else
        column.analysis().setEngine(m_catalog().builtin());
    setStatus(QString());
    column.setStatus(QString(), nullptr);
    column.analysedNode = shownNode();
    column.generation = ++m_generation;
    column.analysis().analyse(m_game.record().startPosition(), *moves, m_multiPv->value());
}

// The position's time is up: every engine stops there, its lines kept and marked complete.
void AnalysisPanel::timeUp() {
    if (!m_wanted || m_timedNode != shownNode()) return;
    m_completeNode = m_timedNode;
    for (EngineColumn* column : m_columns)
        column->analysis().stop();
    showLines();
    showArrows();
    retranslate();
}

void AnalysisPanel::updateWatch() {
    if (!m_watchAction->isChecked() || liveBlocked()) {
        m_watch.clear();
    } else {
        const RecordNode* node = shownNode();
        if (const auto moves = history(node)) {
            shogi::Position pos = m_game.record().startPosition();
            for (shogi::Move m : *moves)
                pos.doMove(m);
            if (!m_watch.position() || !m_watch.position()->sameState(pos))
                m_mateLineShown[0] = m_mateLineShown[1] = false;
            m_watch.watch(pos);
        } else {
            m_watch.clear();
        }
    }
    showWatch();
    showArrows();
}

void AnalysisPanel::showLines() {
    const RecordNode* node = shownNode();
    const bool sideToMove = m_view->currentIndex() == 1;
    const MoveText text = m_moveText();
    for (EngineColumn* column : m_columns)
        column->showLines(column->analysedNode == node, sideToMove, text, isComplete());
}

void AnalysisPanel::showArrows() {
    QList<BoardArrow> arrows;
    const RecordNode* node = shownNode();
    const bool sideToMoveView = m_view->currentIndex() == 1;
    for (EngineColumn* column : m_columns) {
        // Lines of the position shown, while the user analyses (or a paused engine keeps them there).
        if (column->analysedNode != node || !(m_wanted || column->analysis().isRunning())) continue;
        const shogi::Color mover = column->analysis().position().sideToMove();
        const bool flip = sideToMoveView && mover == shogi::Color::White;
        for (const AnalysisLine& line : column->analysis().lines()) {
            const shogi::Move first = line.evaluation.pv.front();
            const BoardArrow ends = BoardArrow::ofMove(first, mover);
            const QString score =
                EvalText::score(flip ? shogi::usi::flipped(line.evaluation.score) : line.evaluation.score);
            // The same move twice: the first arrow stays in its colour; another engine's score joins its
            // label, so the agreement shows.
            const auto same = std::find_if(arrows.begin(), arrows.end(),
                                           [&](const BoardArrow& a) { return a.sameEnds(ends); });
            if (same != arrows.end()) {
                same->label += QStringLiteral(" | ") + score; // one column's lines have distinct first moves
                continue;
            }
            BoardArrow arrow = BoardArrow::ofMove(first, mover, column->color(), score);
            arrow.weight = line.rank == 1 ? 1.0 : 0.6;
            arrows << arrow;
        }
    }
    if (const auto& report = m_watch.report(); report && report->threat && m_watch.position()) {
        const shogi::Color threatening = ~m_watch.position()->sideToMove();
        BoardArrow arrow =
            BoardArrow::ofMove(report->threat->move, threatening, MarkColor::Red, tr("threat"));
        arrow.weight = 0.8;
        arrows << arrow;
    }
    m_board.setArrows(ArrowGroup::Analysis, arrows);
}

void AnalysisPanel::emitBestScore() {
    const EngineColumn& first = *m_columns.front();
    const auto& lines = first.analysis().lines();
    const bool shown = first.analysedNode == shownNode() && m_wanted;
    emit bestScoreChanged(lines.empty() || !shown ? std::nullopt
                                                  : std::optional(lines.front().evaluation.score));
}

QString AnalysisPanel::watchText() const {
    return m_watchLabel->isHidden() ? QString()
                                    : QTextDocumentFragment::fromHtml(m_watchLabel->text()).toPlainText();
}

void AnalysisPanel::toggleMateLine(shogi::Color side) {
    m_mateLineShown[int(side)] = !m_mateLineShown[int(side)];
    showWatch();
}

void AnalysisPanel::showWatch() {
    const bool on = m_watchAction->isChecked() && m_watch.isWatching();
    m_watchTitle->setVisible(on);
    m_watchLabel->setVisible(on);
    if (!on) return;
    const bool handicap = m_game.record().handicap() && m_game.record().handicap()->id != "even";
    m_watchLabel->setText(
        WatchText::html(*m_watch.position(), m_watch.report(), m_moveText(), handicap, m_mateLineShown));
}

QStringList AnalysisPanel::lineTexts(int column) const {
    return m_columns[std::size_t(column)]->lineTexts();
}

void AnalysisPanel::stepInto(int line, int move) {
    followLink(linkOf(0, line, move));
}

QString AnalysisPanel::linkOf(int column, int line, int move) const {
    if (column < 0 || column >= engineCount()) return {};
    return m_columns[std::size_t(column)]->linkOf(line, move);
}

// A link is "GENERATION:COLUMN ID: MOVE MOVE ..." (USI), the line up to the move clicked as drawn.
void AnalysisPanel::followLink(const QString& link) {
    const QStringList parts = link.split(QLatin1Char(':'));
    if (parts.size() != 3 || m_game.isLive()) return;
    const int id = parts[1].toInt();
    const auto at =
        std::find_if(m_columns.begin(), m_columns.end(), [id](EngineColumn* c) { return c->index() == id; });
    if (at == m_columns.end()) return;
    EngineColumn& column = **at;
    if (parts[0].toInt() != column.generation || !column.analysedNode ||
        !inTree(m_game.record().root(), column.analysedNode))
        return;
    const QStringList words = parts[2].split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const std::vector<shogi::Move> steps = shogi::analysis::parseUsiPv(column.analysis().position(), words);
    if (steps.empty() || steps.size() != std::size_t(words.size())) return;
    m_game.goTo(column.analysedNode);
    for (shogi::Move m : steps)
        m_game.playMove(m);
}

bool AnalysisPanel::playLine(int index, int line) {
    if (index < 0 || index >= engineCount()) return false;
    const EngineColumn& column = *m_columns[std::size_t(index)];
    if (line < 0 || line >= column.linesShown()) return false;
    int last = 0;
    while (!column.linkOf(line, last + 1).isEmpty())
        ++last;
    const RecordNode* before = m_game.current();
    followLink(column.linkOf(line, last));
    return m_game.current() != before;
}

// The line as shown, written in ShogiHome's form into the comment of the position it belongs to (the eval
// graph and other programs read it); an earlier analysis there is replaced, the user's words are kept.
bool AnalysisPanel::writeLineToComment(int index, int line) {
    if (index < 0 || index >= engineCount()) return false;
    EngineColumn& column = *m_columns[std::size_t(index)];
    const auto& lines = column.analysis().lines();
    if (line < 0 || line >= column.linesShown() || line >= int(lines.size()) || !column.analysedNode ||
        column.analysedNode != shownNode() || !inTree(m_game.record().root(), column.analysedNode))
        return false;
    shogi::analysis::Evaluation evaluation = lines[std::size_t(line)].evaluation;
    if (evaluation.engine.isEmpty()) evaluation.engine = column.analysis().engine().displayName;
    const RecordNode* node = column.analysedNode;
    m_game.setComment(
        node, shogi::analysis::withEvaluation(node->comment, evaluation, column.analysis().position()));
    return true;
}

QString AnalysisPanel::chosenEngine() const {
    return m_columns.front()->chosenEngine();
}

void AnalysisPanel::showEvent(QShowEvent* event) {
    if (m_columns.front()->engineBox()->count() == 0) fillEngines();
    QWidget::showEvent(event);
}

void AnalysisPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    m_columnsLayout->setDirection(width() >= WideColumn * engineCount() && engineCount() > 1
                                      ? QBoxLayout::LeftToRight
                                      : QBoxLayout::TopToBottom);
}

void AnalysisPanel::setStatus(const QString& text) {
    m_statusNode = text.isEmpty() ? nullptr : shownNode();
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

void AnalysisPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showLines();
        showWatch();
        showArrows();
    }
    QWidget::changeEvent(event);
}

void AnalysisPanel::retranslate() {
    m_multiPvLabel->setText(tr("Lines:"));
    m_viewLabel->setText(tr("Scores for:"));
    m_view->setToolTip(tr("Scores from Black's view, or from the view of the side to move"));
    m_startStop->setText(isRunning() || m_wanted ? tr("Stop") : tr("Analyse"));
    m_secondsLabel->setText(tr("Time:", "per position"));
    m_seconds->setSpecialValueText(tr("no limit"));
    m_seconds->setSuffix(tr(" s", "seconds"));
    m_seconds->setToolTip(tr("The engines stop after this time on a position; their lines stay, marked "
                             "complete"));
    m_secondsLabel->setToolTip(m_seconds->toolTip());
    m_addEngine->setText(QStringLiteral("+"));
    m_addEngine->setToolTip(tr("Add Engine") + QStringLiteral(": ") +
                            tr("Another engine analyses the same position beside the others"));
    m_addEngine->setEnabled(engineCount() < MaxEngines);
    const int view = std::max(0, m_view->currentIndex());
    {
        QSignalBlocker block(m_view);
        m_view->clear();
        // Short words: a narrow dock in any language shows them whole; the tooltip says it in full.
        m_view->addItems({tr("Black", "scores from Black's view"),
                          tr("Side to move", "scores from the side to move's view")});
        m_view->setCurrentIndex(view);
    }
    m_live->setText(tr("Analyse during games"));
    m_live->setToolTip(tr("Off: a game against the computer is not analysed behind the player's back."));
    m_watchAction->setText(tr("Threat and Mate Watch"));
    m_watchAction->setToolTip(tr("Shows what the side not to move threatens, as a red arrow, and looks for "
                                 "mates for both sides"));
    m_watchTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("Threat and mate watch").toHtmlEscaped()));
}
