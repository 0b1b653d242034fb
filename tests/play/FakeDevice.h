#pragma once
// An engine's pipe pair, fed by hand: the test writes what the engine says (engineSays) and reads what the
// client wrote (takeWritten), with no process at all.
#include <QIODevice>
#include <QStringList>

class FakeDevice : public QIODevice {
public:
    FakeDevice() { open(QIODevice::ReadWrite | QIODevice::Unbuffered); }

    bool isSequential() const override { return true; }
    qint64 bytesAvailable() const override { return m_in.size() + QIODevice::bytesAvailable(); }

    void engineSays(const QByteArray& bytes) {
        m_in += bytes;
        emit readyRead();
    }
    void engineEnds() { emit readChannelFinished(); }
    // The lines written since the last call.
    QStringList takeWritten() {
        QStringList lines = QString::fromUtf8(m_out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        m_out.clear();
        return lines;
    }

protected:
    qint64 readData(char* data, qint64 max) override {
        const qint64 n = std::min<qint64>(max, m_in.size());
        std::copy_n(m_in.constData(), n, data);
        m_in.remove(0, n);
        return n;
    }
    qint64 writeData(const char* data, qint64 size) override {
        m_out.append(data, size);
        return size;
    }

private:
    QByteArray m_in, m_out;
};
