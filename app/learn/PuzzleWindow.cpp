#include "learn/PuzzleWindow.h"

#include "board/BoardMarks.h"
#include "board/BoardView.h"
#include "play/ScreenFit.h"
#include "puzzles/PuzzlePicker.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMap>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using shogi::Color;
using shogi::Move;
using shogi::puzzles::Puzzle;

namespace {

// The length filter's entries: a ply range, or next-move problems only.
struct LengthChoice {
    int minPlies, maxPlies;
    bool tsume, nextMove;
};
constexpr LengthChoice LengthChoices[] = {
    {1, 999, true, true}, {1, 1, true, false},   {3, 3, true, false},
    {5, 7, true, false},  {9, 999, true, false}, {1, 999, false, true},
};

} // namespace

PuzzleWindow::PuzzleWindow(PuzzleLibrary& library, PuzzleProgress& progress,
                           std::function<void(BoardView&)> styleBoard, QWidget* parent)
    : QDialog(parent), m_library(library), m_progress(progress), m_board(new BoardView(this)),
      m_title(new QLabel(this)), m_task(new QLabel(this)), m_status(new QLabel(this)),
      m_stats(new QLabel(this)), m_lengthLabel(new QLabel(this)), m_collectionLabel(new QLabel(this)),
      m_length(new QComboBox(this)), m_collection(new QComboBox(this)), m_hint(new QPushButton(this)),
      m_retry(new QPushButton(this)), m_next(new QPushButton(this)) {
    if (styleBoard) styleBoard(*m_board);
    m_board->setInteractive(true);
    m_board->setMinimumSize(420, 420);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    for (QLabel* l : {m_title, m_task, m_status, m_stats})
        l->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().height() * 4);
    m_status->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto* filters = new QFormLayout;
    filters->addRow(m_lengthLabel, m_length);
    filters->addRow(m_collectionLabel, m_collection);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_hint);
    buttons->addWidget(m_retry);
    buttons->addWidget(m_next);
    auto* panel = new QVBoxLayout;
    panel->addWidget(m_title);
    panel->addWidget(m_task);
    panel->addWidget(m_status, 1);
    panel->addLayout(buttons);
    panel->addSpacing(12);
    panel->addWidget(m_stats);
    panel->addLayout(filters);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_board, 3);
    layout->addLayout(panel, 2);

    connect(m_board, &BoardView::moveRequested, this, [this](Move m) { m_session.play(m); });
    connect(&m_session, &PuzzleSession::judged, this, &PuzzleWindow::onJudged);
    connect(&m_session, &PuzzleSession::busyChanged, this, [this](bool busy) {
        m_board->setInteractive(!busy);
        if (busy) setStatus(tr("Checking your move…"));
    });
    connect(m_hint, &QPushButton::clicked, this, &PuzzleWindow::showHint);
    connect(m_retry, &QPushButton::clicked, this, [this] {
        m_session.retry();
        showTask();
    });
    connect(m_next, &QPushButton::clicked, this, &PuzzleWindow::nextPuzzle);
    connect(m_length, &QComboBox::currentIndexChanged, this, &PuzzleWindow::nextPuzzle);
    connect(m_collection, &QComboBox::currentIndexChanged, this, &PuzzleWindow::nextPuzzle);
    retranslate();
    ScreenFit::fitWindow(*this, QSize(1240, 760)); // as the lessons: the board is what the solver looks at
}

void PuzzleWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void PuzzleWindow::retranslate() {
    setWindowTitle(tr("Puzzles"));
    m_hint->setText(tr("&Hint"));
    m_retry->setText(tr("&Retry"));
    m_next->setText(tr("&Next Puzzle"));
    m_lengthLabel->setText(tr("Length:"));
    m_collectionLabel->setText(tr("Collection:"));
    fillFilters();
    showTask();
    updateStats();
}

void PuzzleWindow::fillFilters() {
    const QSignalBlocker b1(m_length), b2(m_collection);
    const int length = std::max(0, m_length->currentIndex());
    const QString collection = m_collection->currentData().toString();
    m_length->clear();
    m_length->addItems({tr("All"), tr("Mate in 1"), tr("Mate in 3"), tr("Mate in 5 to 7"),
                        tr("Mate in 9 or more"), tr("Next move")});
    m_length->setCurrentIndex(length);
    m_collection->clear();
    m_collection->addItem(tr("All collections"), QString());
    const QMap<QString, QString> names = {
        {QStringLiteral("real-games"), tr("Real games")},
        {QStringLiteral("real-games-next-move"), tr("Real games: next move")},
        {QStringLiteral("self-play"), tr("Self-played games")},
        {QStringLiteral("zukou"), tr("Shōgi Zukō (1755)")},
        {QStringLiteral("musou"), tr("Shōgi Musō (1734)")},
        {QStringLiteral("my-games"), tr("From my games")},
    };
    for (const QString& c : m_library.collections())
        m_collection->addItem(names.value(c, c), c);
    m_collection->setCurrentIndex(std::max(0, m_collection->findData(collection)));
}

shogi::puzzles::PuzzleFilter PuzzleWindow::filter() const {
    const LengthChoice& c = LengthChoices[std::clamp(m_length->currentIndex(), 0, 5)];
    shogi::puzzles::PuzzleFilter f;
    f.minPlies = c.minPlies;
    f.maxPlies = c.maxPlies;
    f.includeTsume = c.tsume;
    f.includeNextMove = c.nextMove;
    if (const QString name = m_collection->currentData().toString(); !name.isEmpty())
        f.collections.insert(name.toStdString());
    return f;
}

void PuzzleWindow::showCollection(const QString& name) {
    fillFilters();
    {
        const QSignalBlocker b1(m_length), b2(m_collection);
        m_length->setCurrentIndex(0);
        m_collection->setCurrentIndex(std::max(0, m_collection->findData(name)));
    }
    nextPuzzle();
}

void PuzzleWindow::nextPuzzle() {
    const auto& all = m_library.puzzles();
    const auto index =
        shogi::puzzles::pickNext(all, filter(), m_progress.rating().rating, m_progress.done(), m_rng);
    if (!index) {
        m_title->setText(tr("No puzzle"));
        m_task->setText(tr("No puzzle matches these filters."));
        setStatus({});
        return;
    }
    open(all[*index]);
}

void PuzzleWindow::open(const Puzzle& puzzle) {
    m_recorded = false;
    m_session.start(puzzle);
    m_board->setFlipped(m_session.attacker() == Color::White);
    showTask();
}

void PuzzleWindow::showTask() {
    const Puzzle& p = m_session.puzzle();
    if (m_session.state() == PuzzleSession::State::Idle) return;
    m_board->clearDrawings(ArrowGroup::Hint);
    m_board->setPosition(m_session.position());
    m_board->setInteractive(m_session.state() == PuzzleSession::State::AwaitingMove);
    const QString side = m_session.attacker() == Color::Black ? tr("Black (Sente)") : tr("White (Gote)");
    m_title->setText(p.isTsume() ? tr("Mate in %n", nullptr, p.mateLength()) : tr("Find the best move"));
    m_task->setText(
        p.isTsume() ? tr("%1 to move. Mate the king; every one of your moves must give check. The replies "
                         "come by themselves.")
                          .arg(side)
                    : tr("%1 to move. In this game a move here threw the advantage away: find the best one.")
                          .arg(side));
    setStatus({});
    m_retry->setEnabled(false);
    m_hint->setEnabled(m_session.state() == PuzzleSession::State::AwaitingMove);
}

void PuzzleWindow::setStatus(const QString& text) {
    m_status->setText(text);
}
QString PuzzleWindow::statusText() const {
    return m_status->text();
}

void PuzzleWindow::updateStats() {
    const auto& r = m_progress.rating();
    m_stats->setText(tr("Puzzle rating %1 (±%2) · solved %3 · failed %4 · streak %5 (best %6)")
                         .arg(std::lround(r.rating))
                         .arg(std::lround(2 * r.deviation))
                         .arg(m_progress.solved())
                         .arg(m_progress.failed())
                         .arg(m_progress.streak())
                         .arg(m_progress.bestStreak()));
}

void PuzzleWindow::showHint() {
    const Move m = m_session.hint();
    if (m == Move::none()) {
        setStatus(tr("No hint here."));
        return;
    }
    if (m.isDrop()) {
        setStatus(tr("Hint: drop a piece from your hand."));
        m_board->setSquareMarks(ArrowGroup::Hint, {});
    } else {
        setStatus(tr("Hint: move the marked piece."));
        m_board->setSquareMarks(ArrowGroup::Hint, {SquareMark{m.from(), MarkColor::Blue, {}}});
    }
}

void PuzzleWindow::onJudged(PuzzleSession::Outcome outcome, Move move, Move reply) {
    using Outcome = PuzzleSession::Outcome;
    m_board->clearDrawings(ArrowGroup::Hint);
    const shogi::Position& pos = m_session.position();
    switch (outcome) {
    case Outcome::Accepted: {
        // The user's move first, the reply a moment later, so that both can be followed.
        shogi::Position before = pos;
        before.undoMove();
        m_board->setPosition(before, move);
        m_board->setInteractive(false);
        setStatus(tr("Right. The defender answers."));
        QTimer::singleShot(350, this, [this, reply] {
            if (m_session.state() != PuzzleSession::State::AwaitingMove) return;
            m_board->setPosition(m_session.position(), reply);
            m_board->setInteractive(true);
            setStatus(tr("Right. Go on."));
        });
        break;
    }
    case Outcome::Solved: {
        m_board->setPosition(pos, move);
        QString text = m_session.puzzle().isTsume() ? tr("Mate. Solved!") : tr("Right. Solved!");
        if (m_session.puzzle().isTsume() && m_session.pliesUsed() > m_session.puzzle().mateLength())
            text += QLatin1Char(' ') + tr("Your mate took %n plies; a shorter one exists (%1 plies).",
                                          nullptr, m_session.pliesUsed())
                                           .arg(m_session.puzzle().mateLength());
        setStatus(text);
        finish(true);
        break;
    }
    case Outcome::Wrong:
    case Outcome::NotCheck: {
        shogi::Position after = pos;
        after.doMove(move);
        QString text;
        if (outcome == Outcome::NotCheck) {
            text = tr("Not a check. In a tsume every move of the attacker must give check.");
            m_board->setPosition(after, move);
        } else if (reply != Move::none()) {
            const Color defender = after.sideToMove();
            after.doMove(reply);
            m_board->setPosition(after, reply);
            m_board->setArrows(ArrowGroup::Hint, {BoardArrow::ofMove(reply, defender, MarkColor::Red)});
            text = m_session.puzzle().isTsume() ? tr("Wrong: this reply (red arrow) escapes the mate.")
                                                : tr("Wrong: this reply (red arrow) punishes the move.");
        } else {
            m_board->setPosition(after, move);
            text = tr("Wrong.");
        }
        setStatus(text + QLatin1Char(' ') + tr("Retry, or go on to the next puzzle."));
        finish(false);
        break;
    }
    case Outcome::Unclear:
        m_board->setPosition(pos);
        m_board->setInteractive(true);
        setStatus(
            tr("That move could not be checked in time, so it was taken back. Try another, or the hint."));
        break;
    }
}

void PuzzleWindow::finish(bool solved) {
    m_board->setInteractive(false);
    m_hint->setEnabled(false);
    m_retry->setEnabled(!solved);
    if (!m_recorded && m_session.firstAttempt()) {
        m_progress.record(m_session.puzzle(), solved);
        m_progress.save();
        m_recorded = true;
    }
    updateStats();
}
