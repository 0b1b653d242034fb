#include "gui/TournamentWindow.h"

#include "board/BoardView.h"
#include "gui/TournamentRun.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDesktopServices>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

#include <cmath>

using namespace shogi;

namespace {

QString eloText(const match::EloEstimate& e, int games) {
    if (games == 0) return QString();
    if (!std::isfinite(e.elo)) return e.elo > 0 ? QStringLiteral("+∞") : QStringLiteral("−∞");
    QString text = QString::asprintf("%+.0f", e.elo);
    if (std::isfinite(e.errorMargin)) text += QString::asprintf(" ± %.0f", e.errorMargin);
    return text;
}

// `nameColumn` is left-aligned, the numbers right-aligned.
void setRow(QTableWidget* table, int row, const QStringList& cells, int nameColumn) {
    for (int c = 0; c < cells.size(); ++c) {
        auto* item = table->item(row, c);
        if (!item) {
            item = new QTableWidgetItem;
            item->setTextAlignment(c == nameColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                                   : Qt::AlignRight | Qt::AlignVCenter);
            table->setItem(row, c, item);
        }
        item->setText(cells[c]);
    }
}

QTableWidget* table(const QStringList& headers) {
    auto* t = new QTableWidget(0, int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

} // namespace

TournamentWindow::TournamentWindow(TournamentRun* run, QWidget* parent)
    : QWidget(parent, Qt::Window), m_run(run), m_status(new QLabel),
      m_engines(table({tr("Rank"), tr("Engine"), tr("Games"), tr("Wins"), tr("Draws"), tr("Losses"),
                       tr("Points"), tr("Score"), tr("Elo ± 95 %"), tr("Faults")})),
      m_pairs(table({tr("Pairing"), tr("Games"), tr("W-D-L"), tr("Score"), tr("Elo ± 95 %"),
                     tr("Pairs 0–2 points"), tr("SPRT")})),
      m_slot(new QComboBox), m_gameLabel(new QLabel), m_board(new BoardView), m_log(new QPlainTextEdit),
      m_pause(new QPushButton(tr("Pause"))), m_stop(new QPushButton(tr("Stop"))), m_timer(new QTimer(this)) {
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Engine Tournament — %1").arg(run->folder()));
    m_run->setParent(this);
    m_pairs->horizontalHeaderItem(1)->setText(tr("Games"));
    m_board->setInteractive(false);
    m_board->setMinimumSize(360, 300);
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    m_slot->setToolTip(tr("Which of the games being played the board shows"));
    auto* openFolder = new QPushButton(tr("Open Folder"));
    connect(openFolder, &QPushButton::clicked, this,
            [this] { QDesktopServices::openUrl(QUrl::fromLocalFile(m_run->folder())); });
    connect(m_pause, &QPushButton::clicked, this, &TournamentWindow::togglePause);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        m_stop->setEnabled(false);
        m_pause->setEnabled(false);
        m_status->setText(tr("Stopping…"));
        m_run->stop();
    });
    connect(m_slot, &QComboBox::currentIndexChanged, this, &TournamentWindow::showLiveGame);

    auto* boardSide = new QWidget;
    auto* boardLayout = new QVBoxLayout(boardSide);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    boardLayout->addWidget(m_slot);
    boardLayout->addWidget(m_gameLabel);
    boardLayout->addWidget(m_board, 1);
    auto* tables = new QWidget;
    auto* tableLayout = new QVBoxLayout(tables);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_engines, 3);
    tableLayout->addWidget(m_pairs, 2);
    tableLayout->addWidget(new QLabel(tr("Finished games:")));
    tableLayout->addWidget(m_log, 2);
    auto* splitter = new QSplitter;
    splitter->addWidget(tables);
    splitter->addWidget(boardSide);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_pause);
    buttons->addWidget(m_stop);
    buttons->addWidget(openFolder);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);
    resize(1280, 680);
    splitter->setSizes({760, 520});

    connect(m_run, &TournamentRun::finished, this, &TournamentWindow::finished);
    connect(m_timer, &QTimer::timeout, this, &TournamentWindow::refresh);
    m_timer->start(250);
    m_run->start();
    refresh();
}

void TournamentWindow::togglePause() {
    m_run->setPaused(!m_run->isPaused());
    m_pause->setText(m_run->isPaused() ? tr("Continue") : tr("Pause"));
    refresh();
}

void TournamentWindow::refresh() {
    const TournamentRun::Snapshot s = m_run->snapshot();
    fillEngines();
    fillPairs();
    for (; m_linesShown < s.finishedLines.size(); ++m_linesShown)
        m_log->appendPlainText(s.finishedLines[m_linesShown]);
    QString status = tr("%1 of %2 games played").arg(s.played).arg(s.total);
    if (!m_ending.isEmpty())
        status += QStringLiteral(" — ") + m_ending;
    else if (m_run->isPaused())
        status += QStringLiteral(" — ") + tr("paused: the games under way finish, no new one starts");
    if (!s.errors.isEmpty()) status += QStringLiteral(" — ") + s.errors.last();
    if (m_stop->isEnabled() || m_done) m_status->setText(status);
    showLiveGame();
}

void TournamentWindow::fillEngines() {
    const match::Standings st = m_run->snapshot().standings;
    m_engines->setRowCount(int(st.engines.size()));
    int rank = 0;
    for (int e : st.ranking()) {
        const match::EngineStanding& s = st.engines[std::size_t(e)];
        const int faults = s.faults.crashes + s.faults.timeLosses + s.faults.illegalMoves;
        QString faultText;
        if (faults > 0)
            faultText = tr("%1 crash, %2 time, %3 illegal")
                            .arg(s.faults.crashes)
                            .arg(s.faults.timeLosses)
                            .arg(s.faults.illegalMoves);
        const QString score =
            s.games ? QString::asprintf("%.1f %%", 100.0 * s.points() / s.games) : QString();
        setRow(m_engines, rank,
               {QString::number(rank + 1), QString::fromStdString(s.name), QString::number(s.games),
                QString::number(s.wins), QString::number(s.draws), QString::number(s.losses),
                QString::number(s.points(), 'f', 1), score, eloText(s.elo(), s.games), faultText},
               1);
        ++rank;
    }
}

void TournamentWindow::fillPairs() {
    const match::Standings st = m_run->snapshot().standings;
    const auto& sprt = m_run->settings().sprt;
    m_pairs->setRowCount(int(st.pairs.size()));
    for (int p = 0; p < int(st.pairs.size()); ++p) {
        const match::MatchTally& t = st.pairs[std::size_t(p)];
        const auto& n = t.pentanomial;
        QString sprtText;
        if (sprt && st.pairs.size() == 1) {
            const match::SprtStatus status = t.sprt(*sprt);
            sprtText = tr("LLR %1 (%2, %3)")
                           .arg(status.llr, 0, 'f', 2)
                           .arg(status.lower, 0, 'f', 2)
                           .arg(status.upper, 0, 'f', 2);
            if (status.decision == match::SprtDecision::AcceptH0)
                sprtText += QStringLiteral(" ") + tr("H0 accepted");
            if (status.decision == match::SprtDecision::AcceptH1)
                sprtText += QStringLiteral(" ") + tr("H1 accepted");
        }
        const match::EloEstimate elo = t.elo();
        setRow(m_pairs, p,
               {tr("%1 vs %2").arg(QString::fromStdString(t.names[0]), QString::fromStdString(t.names[1])),
                QString::number(t.games), QStringLiteral("%1-%2-%3").arg(t.wins).arg(t.draws).arg(t.losses),
                t.games ? QString::asprintf("%.1f %%", 100 * elo.score) : QString(), eloText(elo, t.games),
                QStringLiteral("%1 / %2 / %3 / %4 / %5").arg(n[0]).arg(n[1]).arg(n[2]).arg(n[3]).arg(n[4]),
                sprtText},
               0);
    }
}

void TournamentWindow::showLiveGame() {
    const TournamentRun::Snapshot s = m_run->snapshot();
    const int wanted = m_slot->currentData().isValid() ? m_slot->currentData().toInt() : -1;
    {
        const QSignalBlocker block(m_slot);
        m_slot->clear();
        for (const auto& [slot, game] : s.live)
            m_slot->addItem(tr("Game %1").arg(game.number), slot);
        const int index = m_slot->findData(wanted);
        m_slot->setCurrentIndex(index >= 0 ? index : 0);
    }
    m_slot->setVisible(m_run->settings().concurrency > 1);
    const auto it = s.live.find(m_slot->currentData().toInt());
    if (it == s.live.end()) {
        m_gameLabel->setText(m_done ? tr("No game is being played.") : tr("Waiting for a game…"));
        return;
    }
    const match::LiveGame& game = it->second;
    Position position = game.start;
    for (Move m : game.moves)
        position.doMove(m);
    m_board->setPlayerNames(QString::fromStdString(game.names[0]), QString::fromStdString(game.names[1]));
    m_board->setPosition(position, game.moves.empty() ? Move::none() : game.moves.back());
    m_gameLabel->setText(
        tr("Game %1: ☗%2 vs ☖%3, move %4")
            .arg(game.number)
            .arg(QString::fromStdString(game.names[0]), QString::fromStdString(game.names[1]))
            .arg(game.moves.size()));
}

void TournamentWindow::finished(bool stopped, const QString& error) {
    m_done = true;
    m_timer->stop();
    m_pause->setEnabled(false);
    m_stop->setEnabled(false);
    if (!error.isEmpty())
        m_ending = tr("could not start: %1").arg(error);
    else if (stopped)
        m_ending = tr("stopped; resume it from Game > Engine Tournament… > Resume");
    else
        m_ending = tr("finished");
    refresh();
    if (m_closing) close();
}

void TournamentWindow::closeEvent(QCloseEvent* event) {
    if (!m_run->isRunning()) return event->accept();
    // The engines take a moment to quit: the window goes at once and closes for good once they have.
    m_closing = true;
    m_run->stop();
    hide();
    event->ignore();
}
