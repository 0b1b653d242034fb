#include "analysis/EngineColumn.h"

#include "analysis/EvalText.h"
#include "board/ArrowLayer.h"
#include "rules/Usi.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPixmap>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {

constexpr std::size_t MaxMovesShown = 16; // of a line: more is noise at the engine's horizon

// 1234567 -> "1.2M", as engines' counts are read at a glance.
QString shortCount(std::int64_t n) {
    const QLocale locale;
    if (n >= 1'000'000) return locale.toString(double(n) / 1e6, 'f', 1) + QLatin1Char('M');
    if (n >= 1'000) return locale.toString(double(n) / 1e3, 'f', 0) + QLatin1Char('k');
    return locale.toString(qlonglong(n));
}

} // namespace

MarkColor EngineColumn::colorOf(int index) {
    static constexpr MarkColor colors[] = {MarkColor::Green, MarkColor::Blue, MarkColor::Purple,
                                           MarkColor::Orange};
    return colors[std::size_t(index) % std::size(colors)];
}

EngineColumn::EngineColumn(int index, QWidget* parent)
    : QWidget(parent), m_index(index), m_color(colorOf(index)), m_swatch(new QLabel), m_engine(new QComboBox),
      m_pause(new QToolButton), m_remove(new QToolButton), m_status(new QLabel), m_state(new QLabel) {
    const QString suffix = index == 0 ? QString() : QString::number(index + 1);
    setObjectName(QStringLiteral("analysisColumn%1").arg(index + 1));
    m_engine->setObjectName(QStringLiteral("analysisEngine") + suffix);
    m_pause->setObjectName(QStringLiteral("analysisPause") + suffix);
    m_remove->setObjectName(QStringLiteral("analysisRemove") + suffix);
    m_engine->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_engine->setMinimumContentsLength(10);
    const int side = fontMetrics().height() * 2 / 3;
    QPixmap swatch(side, side);
    swatch.fill(ArrowLayer::color(m_color)); // the colour of its arrows on the board
    m_swatch->setPixmap(swatch);
    m_pause->setCheckable(true);
    m_remove->setText(QStringLiteral("×"));
    m_remove->setVisible(index > 0);
    m_status->setWordWrap(true);
    m_status->setVisible(false);
    m_state->setVisible(false);

    auto* top = new QHBoxLayout;
    top->addWidget(m_swatch);
    top->addWidget(m_engine, 1);
    top->addWidget(m_pause);
    top->addWidget(m_remove);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 2);
    layout->addLayout(top);
    layout->addWidget(m_state);
    layout->addWidget(m_status);
    for (int i = 0; i < MaxLines; ++i) {
        auto* label = new QLabel;
        label->setObjectName(index == 0 ? QStringLiteral("analysisLine%1").arg(i + 1)
                                        : QStringLiteral("analysisLine%1_%2").arg(index + 1).arg(i + 1));
        label->setWordWrap(true);
        label->setMinimumWidth(1); // the scroll area's width, however long the line
        label->setTextFormat(Qt::RichText);
        label->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
        label->setContextMenuPolicy(Qt::CustomContextMenu);
        label->setVisible(false);
        connect(label, &QLabel::linkActivated, this, &EngineColumn::linkActivated);
        connect(label, &QLabel::customContextMenuRequested, this,
                [this, i, label](const QPoint& at) { showLineMenu(i, label->mapToGlobal(at)); });
        layout->addWidget(label);
        m_lineLabels.push_back(label);
    }
    connect(m_pause, &QToolButton::toggled, this, [this](bool paused) {
        if (paused == m_paused) return;
        m_paused = paused;
        retranslate();
        emit pauseToggled(paused);
    });
    connect(m_remove, &QToolButton::clicked, this, &EngineColumn::removeRequested);
    connect(m_engine, &QComboBox::currentIndexChanged, this, &EngineColumn::engineChosen);
    retranslate();
}

void EngineColumn::fillEngines(const std::vector<const EngineEntry*>& entries, const QString& preferred) {
    const QString chosen = m_engine->count() ? m_engine->currentData().toString() : preferred;
    QSignalBlocker block(m_engine);
    m_engine->clear();
    for (const EngineEntry* entry : entries)
        m_engine->addItem(entry->displayName, entry->id);
    const int at = m_engine->findData(chosen);
    m_engine->setCurrentIndex(at >= 0 ? at : 0);
}

QString EngineColumn::chosenEngine() const {
    return m_engine->currentData().toString();
}

void EngineColumn::setPaused(bool paused) {
    m_pause->setChecked(paused);
}

void EngineColumn::setStatus(const QString& text, const shogi::RecordNode* node) {
    m_statusNode = text.isEmpty() ? nullptr : node;
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

void EngineColumn::showLines(bool shown, bool sideToMoveView, const MoveText& moveText, bool complete) {
    static const std::vector<AnalysisLine> none;
    const auto& lines = shown ? m_analysis.lines() : none;
    m_complete = complete && !lines.empty();
    m_shownLinks.assign(lines.size(), {});
    const shogi::Position& pos = m_analysis.position();
    for (std::size_t i = 0; i < m_lineLabels.size(); ++i) {
        QLabel* label = m_lineLabels[i];
        if (i >= lines.size()) {
            label->setVisible(false);
            continue;
        }
        const AnalysisLine& line = lines[i];
        const auto& e = line.evaluation;
        const shogi::usi::Score score = sideToMoveView && pos.sideToMove() == shogi::Color::White
                                            ? shogi::usi::flipped(e.score)
                                            : e.score;
        QStringList facts;
        if (e.depth) facts << tr("depth %1").arg(*e.depth);
        if (e.nodes) facts << tr("%1 nodes").arg(shortCount(*e.nodes));
        if (line.nps) facts << tr("%1 nps").arg(shortCount(*line.nps));
        QString moves;
        // "GENERATION:COLUMN:" then the moves up to this one, in USI.
        QString link = QStringLiteral("%1:%2:").arg(generation).arg(m_index);
        shogi::Position p = pos;
        shogi::Square previousTo = p.lastMove().isNone() ? shogi::NoSquare : p.lastMove().to();
        for (std::size_t m = 0; m < std::min<std::size_t>(e.pv.size(), MaxMovesShown); ++m) {
            link += QLatin1Char(' ') + QString::fromStdString(shogi::usi::format(e.pv[m]));
            m_shownLinks[i] << link;
            moves += QStringLiteral(" <a href=\"%1\" style=\"text-decoration:none\">%2</a>")
                         .arg(link.toHtmlEscaped())
                         .arg(moveText.move(p, e.pv[m], previousTo).toHtmlEscaped());
            previousTo = e.pv[m].to();
            p.doMove(e.pv[m]);
        }
        label->setText(
            QStringLiteral("<b>%1. %2</b> <small>%3</small><br>%4")
                .arg(line.rank)
                .arg(EvalText::score(score).toHtmlEscaped(), facts.join(QStringLiteral(" · ")), moves));
        label->setToolTip(tr("Right-click: play this line as a variation, or write it into the comment"));
        label->setVisible(true);
    }
    retranslate();
}

QStringList EngineColumn::lineTexts() const {
    QStringList out;
    for (const QLabel* label : m_lineLabels)
        if (!label->isHidden()) out << QTextDocumentFragment::fromHtml(label->text()).toPlainText();
    return out;
}

QString EngineColumn::linkOf(int line, int move) const {
    if (line < 0 || line >= int(m_shownLinks.size()) || move < 0 || move >= int(m_shownLinks[line].size()))
        return {};
    return m_shownLinks[std::size_t(line)][move];
}

void EngineColumn::showLineMenu(int line, const QPoint& at) {
    if (line >= int(m_shownLinks.size())) return;
    QMenu menu(this);
    QAction* play = menu.addAction(tr("Play this line as a variation"));
    QAction* comment = menu.addAction(tr("Write this line into the comment"));
    QAction* chosen = menu.exec(at);
    if (chosen == play) emit lineActionRequested(line, LineAction::PlayAsVariation);
    if (chosen == comment) emit lineActionRequested(line, LineAction::WriteIntoComment);
}

void EngineColumn::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void EngineColumn::retranslate() {
    m_pause->setText(m_paused ? tr("Resume") : tr("Pause"));
    m_pause->setToolTip(m_paused ? tr("This engine goes on analysing the position shown")
                                 : tr("This engine stops; the others go on"));
    m_remove->setToolTip(tr("Remove this engine from the analysis"));
    m_engine->setToolTip(tr("The engine of this column; its arrows on the board have the colour beside it"));
    const QString state = m_paused     ? tr("Paused")
                          : m_complete ? tr("Complete: the time for this position is up")
                                       : QString();
    m_state->setText(QStringLiteral("<i>%1</i>").arg(state.toHtmlEscaped()));
    m_state->setVisible(!state.isEmpty());
}
