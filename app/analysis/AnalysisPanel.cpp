#include "analysis/AnalysisPanel.h"

#include "board/BoardView.h"
#include "play/EngineCatalog.h"
#include "analysis/EvalText.h"
#include "game/GameController.h"
#include "analysis/PvText.h"
#include "rules/Usi.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <algorithm>

using shogi::RecordNode;

namespace {

constexpr int MaxLines = 5;
constexpr std::size_t MaxMovesShown = 16; // of a line: more is noise at the engine's horizon

// 1234567 -> "1.2M", as engines' counts are read at a glance.
QString shortCount(std::int64_t n) {
    const QLocale locale;
    if (n >= 1'000'000) return locale.toString(double(n) / 1e6, 'f', 1) + QLatin1Char('M');
    if (n >= 1'000) return locale.toString(double(n) / 1e3, 'f', 0) + QLatin1Char('k');
    return locale.toString(qlonglong(n));
}

// The moves from the start to `node`, or nullopt when one of them cannot be sent to an engine (an illegal
// move kept as the record has it).
bool inTree(const RecordNode& root, const RecordNode* node) {
    if (&root == node) return true;
    for (const auto& child : root.children)
        if (inTree(*child, node)) return true;
    return false;
}

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
      m_catalog(std::move(catalog)), m_engine(new QComboBox), m_multiPv(new QSpinBox), m_view(new QComboBox),
      m_startStop(new QPushButton), m_live(new QCheckBox), m_status(new QLabel),
      m_linesLayout(new QVBoxLayout), m_engineLabel(new QLabel), m_multiPvLabel(new QLabel),
      m_viewLabel(new QLabel) {
    setObjectName(QStringLiteral("analysisPanel"));
    m_multiPv->setRange(1, MaxLines);
    m_multiPv->setObjectName(QStringLiteral("analysisMultiPv"));
    m_engine->setObjectName(QStringLiteral("analysisEngine"));
    m_view->setObjectName(QStringLiteral("analysisView"));
    m_startStop->setObjectName(QStringLiteral("analysisStartStop"));
    m_live->setObjectName(QStringLiteral("analysisLiveGames"));
    m_status->setWordWrap(true);
    m_engine->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_engine->setMinimumContentsLength(10);
    // Narrow enough for a small window's dock (the board wins the space); the texts are short, so a dock
    // of ordinary width shows them whole.
    m_view->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_view->setMinimumContentsLength(6);
    m_live->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);

    auto* top = new QHBoxLayout;
    top->addWidget(m_engineLabel);
    top->addWidget(m_engine, 1);
    top->addWidget(m_startStop);
    auto* second = new QHBoxLayout;
    second->addWidget(m_multiPvLabel);
    second->addWidget(m_multiPv);
    second->addWidget(m_viewLabel);
    second->addWidget(m_view, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addLayout(second);
    layout->addWidget(m_live);
    layout->addWidget(m_status);
    // The lines scroll when the dock is short; in it each wraps to the panel's width.
    auto* lines = new QWidget;
    lines->setLayout(m_linesLayout);
    m_linesLayout->setContentsMargins(0, 0, 0, 0);
    m_linesLayout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setWidget(lines);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumHeight(fontMetrics().lineSpacing() * 9); // three lines of two rows at least
    layout->addWidget(scroll, 1);
    for (int i = 0; i < MaxLines; ++i) {
        auto* label = new QLabel;
        label->setObjectName(QStringLiteral("analysisLine%1").arg(i + 1));
        label->setWordWrap(true);
        label->setMinimumWidth(1); // the scroll area's width, however long the line
        label->setTextFormat(Qt::RichText);
        label->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
        label->setVisible(false);
        connect(label, &QLabel::linkActivated, this, &AnalysisPanel::followLink);
        m_linesLayout->insertWidget(i, label);
        m_lineLabels.push_back(label);
    }

    connect(m_startStop, &QPushButton::clicked, this, [this] { isRunning() || m_wanted ? stop() : start(); });
    connect(m_multiPv, &QSpinBox::valueChanged, this, [this] {
        if (isRunning()) analyseCurrent();
        emit choicesChanged(m_multiPv->value(), m_view->currentIndex() == 1);
    });
    connect(m_view, &QComboBox::currentIndexChanged, this, [this] {
        showLines();
        showArrows();
        emit choicesChanged(m_multiPv->value(), m_view->currentIndex() == 1);
    });
    connect(m_live, &QCheckBox::toggled, this, [this] { positionChanged(); });
    // The game's clocks and players wait for a question (save first?, a dialog); so does this engine, which
    // would otherwise take their processor. The answer resumes it on the position shown.
    connect(&m_game, &GameController::heldChanged, this, [this](bool held) {
        m_held = held;
        if (held)
            m_analysis.stop();
        else
            analyseCurrent();
    });
    connect(m_engine, &QComboBox::currentIndexChanged, this, [this] {
        if (isRunning()) {
            m_analysis.shutdown();
            analyseCurrent();
        }
    });
    connect(&m_analysis, &EngineAnalysis::linesChanged, this, [this] {
        showLines();
        showArrows();
        const auto& lines = m_analysis.lines();
        emit bestScoreChanged(lines.empty() ? std::nullopt : std::optional(lines.front().evaluation.score));
    });
    connect(&m_analysis, &EngineAnalysis::stopTimedOut, this, [this] {
        setStatus(tr("The engine took too long to stop; it was restarted."));
        retranslate();
    });
    connect(&m_analysis, &EngineAnalysis::failed, this,
            [this](const QString& reason, const QStringList& lastLines) {
                m_wanted = false;
                QString text = reason;
                if (!lastLines.isEmpty())
                    text += QLatin1Char('\n') +
                            lastLines.mid(std::max(0, int(lastLines.size()) - 3)).join(QLatin1Char('\n'));
                setStatus(text);
                m_board.clearDrawings(ArrowGroup::Analysis);
                emit bestScoreChanged(std::nullopt);
                retranslate();
            });
    retranslate();
}

void AnalysisPanel::fillEngines() {
    // Engines found or added later (the catalog probes them without waiting) join the list.
    connect(&m_catalog(), &EngineCatalog::changed, this, &AnalysisPanel::fillEngines, Qt::UniqueConnection);
    const QString chosen = m_engine->currentData().toString();
    const shogi::VariantKind variant = m_game.record().startPosition().variant().kind;
    QSignalBlocker block(m_engine);
    m_engine->clear();
    for (const EngineEntry* entry : m_catalog().forVariant(variant))
        m_engine->addItem(entry->displayName, entry->id);
    const int at = m_engine->findData(chosen);
    m_engine->setCurrentIndex(at >= 0 ? at : 0);
}

void AnalysisPanel::start() {
    m_wanted = true;
    if (m_engine->count() == 0) fillEngines();
    setStatus(QString());
    analyseCurrent();
    retranslate();
}

void AnalysisPanel::stop() {
    m_wanted = false;
    m_analysis.stop();
    m_board.clearDrawings(ArrowGroup::Analysis);
    emit bestScoreChanged(std::nullopt);
    retranslate();
}

void AnalysisPanel::setMultiPv(int lines) {
    m_multiPv->setValue(lines);
}

void AnalysisPanel::setSideToMoveView(bool sideToMove) {
    m_view->setCurrentIndex(sideToMove ? 1 : 0);
}

const RecordNode* AnalysisPanel::shownNode() const {
    const RecordNode* node = m_game.current();
    return node->isSpecial() ? node->parent : node;
}

void AnalysisPanel::positionChanged() {
    const RecordNode* node = shownNode();
    // An error or notice speaks of the analysis it came from: another position, or another record, ends it.
    if (node != m_statusNode) setStatus(QString());
    // The window refreshes for other reasons too (settings, comments): the same position goes on.
    if (m_wanted && (node != m_analysedNode || !isRunning() || m_game.isLive())) analyseCurrent();
    showLines();
    showArrows();
}

void AnalysisPanel::analyseCurrent() {
    if (!m_wanted) return;
    if (m_game.isLive() && !m_live->isChecked()) {
        m_analysis.stop();
        m_board.clearDrawings(ArrowGroup::Analysis);
        emit bestScoreChanged(std::nullopt);
        setStatus(tr("A game is being played: the analysis waits until it ends, or until you allow it during "
                     "games."));
        return;
    }
    if (m_held) {
        m_analysis.stop();
        return;
    }
    const RecordNode* node = m_game.current();
    const auto moves = history(node);
    if (!moves) {
        m_analysis.stop();
        setStatus(tr("This line holds an illegal move: there is nothing to analyse here."));
        return;
    }
    if (const EngineEntry* entry = m_catalog().find(m_engine->currentData().toString()))
        m_analysis.setEngine(*entry);
    else
        m_analysis.setEngine(m_catalog().builtin());
    setStatus(QString());
    m_analysedNode = node->isSpecial() ? node->parent : node;
    ++m_generation;
    m_board.clearDrawings(ArrowGroup::Analysis);
    m_analysis.analyse(m_game.record().startPosition(), *moves, m_multiPv->value());
}

void AnalysisPanel::showLines() {
    // Lines computed for another position than the one shown (the analysis stopped, then the user moved on)
    // are not shown at all.
    static const std::vector<AnalysisLine> none;
    const auto& lines = shownNode() == m_analysedNode ? m_analysis.lines() : none;
    m_shownLinks.assign(lines.size(), {});
    const bool sideToMove = m_view->currentIndex() == 1;
    const shogi::Position& pos = m_analysis.position();
    for (std::size_t i = 0; i < m_lineLabels.size(); ++i) {
        QLabel* label = m_lineLabels[i];
        if (i >= lines.size()) {
            label->setVisible(false);
            continue;
        }
        const AnalysisLine& line = lines[i];
        const auto& e = line.evaluation;
        const shogi::usi::Score shown =
            sideToMove && pos.sideToMove() == shogi::Color::White ? shogi::usi::flipped(e.score) : e.score;
        QStringList facts;
        if (e.depth) facts << tr("depth %1").arg(*e.depth);
        if (e.nodes) facts << tr("%1 nodes").arg(shortCount(*e.nodes));
        if (line.nps) facts << tr("%1 nps").arg(shortCount(*line.nps));
        QString moves;
        QString link = QString::number(m_generation) + QLatin1Char(':'); // then the moves up to this one
        shogi::Position p = pos;
        shogi::Square previousTo = p.lastMove().isNone() ? shogi::NoSquare : p.lastMove().to();
        for (std::size_t m = 0; m < std::min<std::size_t>(e.pv.size(), MaxMovesShown); ++m) {
            link += QLatin1Char(' ') + QString::fromStdString(shogi::usi::format(e.pv[m]));
            m_shownLinks[i] << link;
            moves += QStringLiteral(" <a href=\"%1\" style=\"text-decoration:none\">%2</a>")
                         .arg(link.toHtmlEscaped())
                         .arg(m_moveText().move(p, e.pv[m], previousTo).toHtmlEscaped());
            previousTo = e.pv[m].to();
            p.doMove(e.pv[m]);
        }
        label->setText(
            QStringLiteral("<b>%1. %2</b> <small>%3</small><br>%4")
                .arg(line.rank)
                .arg(EvalText::score(shown).toHtmlEscaped(), facts.join(QStringLiteral(" · ")), moves));
        label->setVisible(true);
    }
}

void AnalysisPanel::showArrows() {
    QList<BoardArrow> arrows;
    static const std::vector<AnalysisLine> none;
    const bool current = shownNode() == m_analysedNode && (m_wanted || isRunning());
    const auto& lines = current ? m_analysis.lines() : none;
    const shogi::Color mover = m_analysis.position().sideToMove();
    const bool sideToMove = m_view->currentIndex() == 1 && mover == shogi::Color::White;
    for (const AnalysisLine& line : lines) {
        const shogi::Move first = line.evaluation.pv.front();
        if (std::any_of(arrows.begin(), arrows.end(),
                        [&](const BoardArrow& a) { return a.sameEnds(BoardArrow::ofMove(first, mover)); }))
            continue;
        BoardArrow arrow = BoardArrow::ofMove(
            first, mover, line.rank == 1 ? MarkColor::Green : MarkColor::Blue,
            EvalText::score(sideToMove ? shogi::usi::flipped(line.evaluation.score) : line.evaluation.score));
        arrow.weight = line.rank == 1 ? 1.0 : 0.6;
        arrows << arrow;
    }
    m_board.setArrows(ArrowGroup::Analysis, arrows);
}

QStringList AnalysisPanel::lineTexts() const {
    QStringList out;
    for (const QLabel* label : m_lineLabels)
        if (!label->isHidden()) out << QTextDocumentFragment::fromHtml(label->text()).toPlainText();
    return out;
}

void AnalysisPanel::stepInto(int line, int move) {
    followLink(linkOf(line, move));
}

QString AnalysisPanel::linkOf(int line, int move) const {
    if (line < 0 || line >= int(m_shownLinks.size()) || move < 0 || move >= int(m_shownLinks[line].size()))
        return {};
    return m_shownLinks[std::size_t(line)][move];
}

// A link is "GENERATION: MOVE MOVE ..." (USI), the line up to the move clicked as drawn.
void AnalysisPanel::followLink(const QString& link) {
    const qsizetype colon = link.indexOf(QLatin1Char(':'));
    if (colon < 0 || link.left(colon).toInt() != m_generation || m_game.isLive() || !m_analysedNode ||
        !inTree(m_game.record().root(), m_analysedNode))
        return;
    const QStringList words = link.mid(colon + 1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const std::vector<shogi::Move> steps = shogi::analysis::parseUsiPv(m_analysis.position(), words);
    if (steps.empty() || steps.size() != std::size_t(words.size())) return;
    m_game.goTo(m_analysedNode);
    for (shogi::Move m : steps)
        m_game.playMove(m);
}

QString AnalysisPanel::chosenEngine() const {
    return m_engine->currentData().toString();
}

void AnalysisPanel::showEvent(QShowEvent* event) {
    if (m_engine->count() == 0) fillEngines();
    QWidget::showEvent(event);
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
    }
    QWidget::changeEvent(event);
}

void AnalysisPanel::retranslate() {
    m_engineLabel->setText(tr("Engine:"));
    m_multiPvLabel->setText(tr("Lines:"));
    m_viewLabel->setText(tr("Scores for:"));
    m_view->setToolTip(tr("Scores from Black's view, or from the view of the side to move"));
    m_startStop->setText(isRunning() || m_wanted ? tr("Stop") : tr("Analyse"));
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
}
