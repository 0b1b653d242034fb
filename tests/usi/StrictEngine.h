#pragma once
// The strict USI engine of the tests (strict_engine/strict_usi_engine.cpp): a test names it as an engine and
// ends by checking that it found no violation of the protocol's order. A Watch gives every strict engine the
// test starts one log for violations and one trace of every line in and out.
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace strict {

inline QString program() {
    return QStringLiteral(STRICT_USI_ENGINE);
}

class Watch {
public:
    Watch() {
        qputenv("STRICT_USI_LOG", logPath().toLocal8Bit());
        qputenv("STRICT_USI_TRACE", tracePath().toLocal8Bit());
    }
    ~Watch() {
        qunsetenv("STRICT_USI_LOG");
        qunsetenv("STRICT_USI_TRACE");
    }
    Watch(const Watch&) = delete;
    Watch& operator=(const Watch&) = delete;

    QString logPath() const { return m_dir.filePath(QStringLiteral("violations")); }
    QString tracePath() const { return m_dir.filePath(QStringLiteral("trace")); }
    QStringList violations() const { return lines(logPath()); }
    // The lines the engines read ("> go infinite") and wrote ("< bestmove 7g7f"), the milliseconds dropped.
    QStringList trace() const {
        QStringList out;
        for (const QString& line : lines(tracePath()))
            out << line.mid(line.indexOf(QLatin1Char(' ')) + 1);
        return out;
    }
    int count(const QString& prefix) const {
        int n = 0;
        for (const QString& line : trace())
            n += line.startsWith(prefix);
        return n;
    }

private:
    static QStringList lines(const QString& path) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) return {};
        return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    QTemporaryDir m_dir;
};

} // namespace strict
