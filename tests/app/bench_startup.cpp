// Benchmark, not a test: launches the Release app repeatedly and measures wall time from exec to the first
// painted frame of the main window, and the peak memory at that moment (StartupProbe prints it).
// Run: build/bin/bench_startup [runs]   (uses the current QT_QPA_PLATFORM; under xvfb-run for a real X server)
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 10;
    QTemporaryDir config; // a fresh settings directory: what a first start sees
    std::vector<double> millis;
    std::vector<long> memory;
    for (int i = 0; i < runs; ++i) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("SHOGIBAN_STARTUP_PROBE", "1");
        env.insert("XDG_CONFIG_HOME", config.path());
        process.setProcessEnvironment(env);
        QElapsedTimer timer;
        timer.start();
        process.start(SHOGIBAN_EXECUTABLE, {});
        if (!process.waitForStarted(10000)) {
            std::fprintf(stderr, "bench_startup: cannot start %s\n", SHOGIBAN_EXECUTABLE);
            return 1;
        }
        QByteArray line;
        while (!line.contains('\n') && process.waitForReadyRead(20000))
            line += process.readAllStandardOutput();
        const double elapsed = double(timer.nsecsElapsed()) / 1e6;
        process.waitForFinished(10000);
        const int at = line.indexOf("maxrss_kb=");
        if (at < 0) {
            std::fprintf(stderr, "bench_startup: no first-paint report (%s)\n",
                         process.readAllStandardError().constData());
            return 1;
        }
        millis.push_back(elapsed);
        memory.push_back(line.mid(at + 10).trimmed().toLong());
    }
    std::vector<double> sorted = millis;
    std::sort(sorted.begin(), sorted.end());
    std::printf(
        "start to first painted frame: first run %.0f ms, median %.0f ms, best %.0f ms over %d runs\n",
        millis.front(), sorted[sorted.size() / 2], sorted.front(), runs);
    std::printf("peak memory at first paint: %.1f MB (max over runs)\n",
                double(*std::max_element(memory.begin(), memory.end())) / 1024.0);
    return 0;
}
