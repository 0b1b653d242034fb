// The assistant's threat and mate watch on its worker thread: the threat is the move the other side would
// play if it could move twice, a mate is found for the side to move and a mate threat for the other side,
// nothing is watched in check; and a stress of watch()/clear()/destruction at random moments (including none
// between them) over random positions, where no report of a superseded position may follow watch()'s return
// and every threat and mate line must hold in its position. ./dev tsan runs it under ThreadSanitizer.
#include "EngineTestUtil.h"
#include "engine/PositionWatch.h"

#include <QElapsedTimer>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <limits>
#include <map>
#include <mutex>
#include <thread>

using namespace shogi;
using namespace shogi::engine;
using enginetest::parse;
using Status = WatchReport::Mate::Status;

namespace {

// Collects the reports of one watch and waits for the last.
struct Collector {
    std::mutex mutex;
    std::condition_variable changed;
    std::optional<WatchReport> last;

    void take(const WatchReport& r) {
        {
            const std::lock_guard lock(mutex);
            last = r;
        }
        changed.notify_all();
    }
    WatchReport waitDone() {
        std::unique_lock lock(mutex);
        if (!changed.wait_for(lock, std::chrono::seconds(60), [this] { return last && last->done; }))
            qFatal("the watch did not finish within 60 s");
        return *last;
    }
};

WatchLimits quick() {
    WatchLimits l;
    l.threatMs = 300;
    l.threatDepth = 6;
    l.mateMs = 1500;
    return l;
}

} // namespace

class TestPositionWatch : public QObject {
    Q_OBJECT
private slots:
    void threatAndMateThreat();
    void mateForTheSideToMove();
    void inCheckNoThreat();
    void sideToMoveHelper();
    void stressRandomTimings();
};

// White to move; Black, if it could move again, mates with G*5b: that is the threat and Black's mate (a mate
// threat, 詰めろ); White itself has no mate.
void TestPositionWatch::threatAndMateThreat() {
    Collector c;
    PositionWatch watch([&c](const WatchReport& r) { c.take(r); }, quick());
    const Position pos = parse("4k4/9/4P4/9/9/9/9/9/4K4 w G 1");
    const std::uint64_t ticket = watch.watch(pos);
    const WatchReport r = c.waitDone();
    QCOMPARE(r.ticket, ticket);
    QCOMPARE(r.sideToMove, Color::White);
    QVERIFY(r.threat);
    QCOMPARE(usi::format(r.threat->move), std::string("G*5b"));
    QVERIFY(isMateScore(r.threat->score) && r.threat->score > 0);
    QCOMPARE(int(r.mate[int(Color::Black)].status), int(Status::Mate));
    QCOMPARE(r.mate[int(Color::Black)].line.size(), std::size_t(1));
    QCOMPARE(int(r.mate[int(Color::White)].status), int(Status::NoMate));
}

void TestPositionWatch::mateForTheSideToMove() {
    Collector c;
    PositionWatch watch([&c](const WatchReport& r) { c.take(r); }, quick());
    // A tsume without the attacker's king (tst_matesolver's): Black to move mates.
    const Position pos = parse("7nl/7k1/6ppp/9/9/9/9/9/9 b RG 1");
    watch.watch(pos);
    const WatchReport r = c.waitDone();
    const WatchReport::Mate& black = r.mate[int(Color::Black)];
    QCOMPARE(int(black.status), int(Status::Mate));
    QVERIFY(!black.line.empty());
    QCOMPARE(verifyMateLine(pos, black.line), std::string());
}

void TestPositionWatch::inCheckNoThreat() {
    Collector c;
    PositionWatch watch([&c](const WatchReport& r) { c.take(r); }, quick());
    // Black's king is in check from the rook: no pass, so no threat and no mate threat of White's.
    const Position pos = parse("4k4/9/9/9/9/9/9/9/r3K4 b - 1");
    QVERIFY(pos.inCheck());
    watch.watch(pos);
    const WatchReport r = c.waitDone();
    QVERIFY(r.inCheck);
    QVERIFY(!r.threat);
    QCOMPARE(int(r.mate[int(Color::White)].status), int(Status::NoMate));
}

void TestPositionWatch::sideToMoveHelper() {
    const Position pos = parse("4k4/9/9/9/9/9/9/9/r3K4 b - 1");
    QVERIFY(!withSideToMove(pos, Color::White)); // White could take the king
    const auto same = withSideToMove(pos, Color::Black);
    QVERIFY(same && same->sameState(pos));
    const Position quiet = parse("4k4/9/9/9/9/9/9/9/4K4 b - 1");
    const auto passed = withSideToMove(quiet, Color::White);
    QVERIFY(passed);
    QCOMPARE(passed->sideToMove(), Color::White);
}

// Random positions watched at random moments, cleared now and then, the watch itself destroyed and made
// again: every report belongs to the latest watch() that returned before it, and what it says holds.
void TestPositionWatch::stressRandomTimings() {
    std::mt19937 rng(20261126);
    const int rounds = qEnvironmentVariableIntValue("SHOGIBAN_WATCH_STRESS_ROUNDS") > 0
                           ? qEnvironmentVariableIntValue("SHOGIBAN_WATCH_STRESS_ROUNDS")
                           : 300;
    std::atomic<std::uint64_t> minimum{0};
    std::atomic<int> stale{0}, wrong{0}, reports{0};
    std::mutex positionsMutex;
    std::map<std::uint64_t, Position> positions;
    WatchLimits limits;
    limits.threatMs = 40;
    limits.threatDepth = 5;
    limits.mateMs = 60;
    auto check = [&](const WatchReport& r) {
        ++reports;
        if (r.ticket < minimum) ++stale;
        Position pos;
        {
            const std::lock_guard lock(positionsMutex);
            const auto at = positions.find(r.ticket);
            if (at == positions.end()) return; // reported before the test noted its ticket: checked below
            pos = at->second;
        }
        if (r.threat) {
            const auto passed = withSideToMove(pos, ~pos.sideToMove());
            if (!passed || !movegen::isLegal(*passed, r.threat->move)) ++wrong;
        }
        for (Color side : {Color::Black, Color::White}) {
            const WatchReport::Mate& m = r.mate[int(side)];
            if (m.status != Status::Mate) continue;
            const auto attacking = withSideToMove(pos, side);
            if (!attacking || !verifyMateLine(*attacking, m.line).empty()) ++wrong;
        }
    };
    auto watch = std::make_unique<PositionWatch>(check, limits);
    std::uint64_t lastTicket = 0; // of this watch object: tickets count up from 1, clear() takes one
    for (int round = 0; round < rounds; ++round) {
        const int what = int(rng() % 20);
        if (what == 0) {
            watch.reset(); // destroyed in the middle of whatever it does
            minimum = 0;
            lastTicket = 0;
            watch = std::make_unique<PositionWatch>(check, limits);
        } else if (what == 1) {
            watch->clear();
            lastTicket += 1;
            minimum = lastTicket + 1; // nothing of before may come now
        } else {
            const auto moves = enginetest::randomGame(VariantKind::Standard, int(rng() % 80), rng);
            Position pos = parse(std::string(Variant::get(VariantKind::Standard).startSfen));
            for (Move m : moves)
                pos.doMove(m);
            const std::uint64_t ticket = watch->watch(pos);
            {
                const std::lock_guard lock(positionsMutex);
                positions[ticket] = pos;
            }
            minimum = ticket;
            lastTicket = ticket;
        }
        const int pause = int(rng() % 4) == 0 ? 0 : int(rng() % 80);
        if (pause) std::this_thread::sleep_for(std::chrono::milliseconds(pause));
        // A fresh watch's tickets start again: forget the old ones.
        if (what == 0) {
            const std::lock_guard lock(positionsMutex);
            positions.clear();
        }
    }
    watch.reset();
    QCOMPARE(stale.load(), 0);
    QCOMPARE(wrong.load(), 0);
    QVERIFY(reports > 0);
    qInfo("%d rounds, %d reports", rounds, reports.load());
}

QTEST_GUILESS_MAIN(TestPositionWatch)
#include "tst_positionwatch.moc"
