#pragma once
// The scripted fake USI engine of the tests (fake_engines/fake_usi.sh, see its header for the script
// language), and a watch on the processes it starts: each leaves its process id in a directory, and a test
// ends by checking that none of them still exists, not even as a zombie.
#include <QDir>
#include <QFileInfo>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace fake {

inline std::string script() {
    return SHOGIBAN_SOURCE_DIR "/tests/usi/fake_engines/fake_usi.sh";
}

class ProcessWatch {
public:
    ProcessWatch() { qputenv("FAKE_PID_DIR", m_dir.path().toLocal8Bit()); }
    ~ProcessWatch() { qunsetenv("FAKE_PID_DIR"); }
    ProcessWatch(const ProcessWatch&) = delete;
    ProcessWatch& operator=(const ProcessWatch&) = delete;

    int started() const { return int(QDir(m_dir.path()).entryList(QDir::Files).size()); }
    // Process ids of fake engines that are still there; /proc/PID stays until a process is reaped.
    QStringList survivors() const {
        QStringList alive;
        for (const QString& pid : QDir(m_dir.path()).entryList(QDir::Files))
            if (QFileInfo::exists(QStringLiteral("/proc/") + pid)) alive << pid;
        return alive;
    }

private:
    QTemporaryDir m_dir;
};

} // namespace fake
