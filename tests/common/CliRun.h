#pragma once
// Runs shogiban-cli (SHOGIBAN_CLI, set by the test's CMake) and collects its exit code and output.
#include <QProcess>
#include <QString>
#include <QStringList>

namespace clitest {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

inline Run cli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(SHOGIBAN_CLI), args);
    if (!p.waitForFinished(60000)) return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace clitest
