#include "learn/PuzzlesFromGame.h"

#include "game/GameController.h"
#include "analysis/EvalComment.h"
#include "analysis/MoveQuality.h"

#include <QAction>
#include <QDateTime>
#include <QMessageBox>
#include <QProgressDialog>
#include <QThread>
#include <QWidget>

using namespace shogi;

PuzzlesFromGame::PuzzlesFromGame(QWidget& window, GameController& game, PuzzleLibrary& library)
    : QObject(&window), m_window(window), m_game(game), m_library(library), m_action(new QAction(this)) {
    connect(m_action, &QAction::triggered, this, &PuzzlesFromGame::run);
    retranslate();
}

void PuzzlesFromGame::retranslate() {
    m_action->setText(tr("Make &Puzzles from This Game"));
}

std::vector<PuzzlesFromGame::Candidate> PuzzlesFromGame::candidates(const GameRecord& record,
                                                                    double minLoss) {
    std::vector<Candidate> out;
    const auto line = record.mainLine();
    std::optional<analysis::Evaluation> before =
        analysis::readEvaluation(record.root().comment, record.startPosition());
    for (int i = 0; i < int(line.size()); ++i) {
        const RecordNode* node = line[i];
        if (node->isSpecial()) break;
        const Position pos = record.positionAt(node);
        const auto after = analysis::readEvaluation(node->comment, pos);
        const Color mover = ~pos.sideToMove();
        if (const auto lost = analysis::winRateLost(before, after, mover); lost && *lost >= minLoss)
            out.push_back({i, *lost});
        before = after;
    }
    return out;
}

std::vector<puzzles::Puzzle> PuzzlesFromGame::make(const GameRecord& record,
                                                   const std::vector<Candidate>& found,
                                                   const puzzles::NextMoveOptions& options,
                                                   const std::string& origin,
                                                   const std::atomic<bool>& cancel) {
    std::vector<puzzles::Puzzle> out;
    std::vector<Move> moves;
    for (const RecordNode* node : record.mainLine()) {
        if (node->isSpecial()) break;
        moves.push_back(node->move);
    }
    engine::Search search;
    search.setHashSize(16);
    for (const Candidate& c : found) {
        if (cancel) break;
        const std::vector<Move> history(moves.begin(), moves.begin() + c.ply);
        Position pos = record.startPosition();
        for (Move m : history)
            pos.doMove(m);
        const auto two = puzzles::searchTwoBest(search, record.startPosition(), history, options.nodes);
        if (auto p = puzzles::nextMovePuzzle(pos, moves[c.ply], two, c.lost, options,
                                             origin + "#" + std::to_string(c.ply + 1)))
            out.push_back(std::move(*p));
    }
    return out;
}

namespace {

std::string originNow() {
    return "game:" + QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-ddTHH:mm")).toStdString();
}

} // namespace

void PuzzlesFromGame::run() {
    const GameRecord& record = m_game.record();
    bool anyEvaluation = false;
    for (const RecordNode* node : record.mainLine())
        anyEvaluation = anyEvaluation || analysis::readEvaluation(node->comment, record.positionAt(node));
    if (!anyEvaluation) {
        QMessageBox::information(
            &m_window, tr("Make Puzzles from This Game"),
            tr("This game has no evaluations yet. Run Record → Analyse Whole Game first."));
        return;
    }
    const auto plies = candidates(record, puzzles::NextMoveOptions{}.minLoss);
    if (plies.empty()) {
        QMessageBox::information(
            &m_window, tr("Make Puzzles from This Game"),
            tr("No move in this game gave away 20 points of win rate or more: no puzzle."));
        return;
    }
    // The worker reads its own copy of the record: the game may change while it runs.
    auto copy = std::make_shared<GameRecord>(record.startPosition());
    RecordNode* at = &copy->root();
    for (const RecordNode* node : record.mainLine()) {
        if (node->isSpecial()) break;
        at = copy->addMove(at, node->move);
    }
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    auto result = std::make_shared<std::vector<puzzles::Puzzle>>();
    QProgressDialog progress(tr("Looking at %n moves that lost the advantage…", nullptr, int(plies.size())),
                             tr("Cancel"), 0, 0, &m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    const std::string origin = originNow();
    QThread* worker = QThread::create(
        [copy, plies, cancel, result, origin] { *result = make(*copy, plies, {}, origin, *cancel); });
    connect(worker, &QThread::finished, &progress, &QProgressDialog::reset);
    connect(&progress, &QProgressDialog::canceled, this, [cancel] { *cancel = true; });
    worker->start();
    progress.exec();
    *cancel = progress.wasCanceled();
    worker->wait();
    delete worker;
    if (progress.wasCanceled()) return;
    const int added = m_library.addToUserCollection(QString::fromLatin1(Collection), *result);
    if (added < 0) {
        QMessageBox::warning(&m_window, tr("Make Puzzles from This Game"),
                             tr("The puzzles could not be saved in %1.").arg(m_library.userFolder()));
        return;
    }
    const auto answer = QMessageBox::question(
        &m_window, tr("Make Puzzles from This Game"),
        tr("%n new puzzle(s) from this game, in the collection “From my games”. Solve them now?", nullptr,
           added));
    if (answer == QMessageBox::Yes) emit puzzlesMade(QString::fromLatin1(Collection), added);
}
