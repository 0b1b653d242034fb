#pragma once
// Fetches a game record over http or https for File > Open URL: within a time limit and a size cap, the
// bytes then read as a file's are (the encoding detected from the bytes, whatever the server claims).
#include <QByteArray>
#include <QObject>
#include <QTimer>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;

class RecordDownload : public QObject {
    Q_OBJECT
public:
    struct Limits {
        int timeoutMs = 20000;        // the whole download, from the request to the last byte
        qint64 maxBytes = 16ll << 20; // records are small; anything larger is not one
    };

    explicit RecordDownload(QObject* parent = nullptr);
    ~RecordDownload() override;

    // An error text at once (and no `finished`) for a URL that is not http(s).
    QString start(const QUrl& url, Limits limits);
    void start(const QUrl& url) { start(url, Limits()); }
    void cancel();
    bool isRunning() const { return m_reply != nullptr; }

signals:
    void progress(qint64 received, qint64 total); // total -1 when the server does not say
    // `error` empty: `bytes` holds the whole answer.
    void finished(const QByteArray& bytes, const QString& error);

private:
    void fail(const QString& error);
    void onReadyRead();
    void onFinished();

    QNetworkAccessManager* m_network;
    QNetworkReply* m_reply = nullptr;
    QTimer m_timer;
    QByteArray m_bytes;
    Limits m_limits;
};
