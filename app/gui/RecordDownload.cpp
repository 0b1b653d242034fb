#include "gui/RecordDownload.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

#include <utility>

RecordDownload::RecordDownload(QObject* parent)
    : QObject(parent), m_network(new QNetworkAccessManager(this)) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        fail(tr("No complete answer within %n seconds.", nullptr, m_limits.timeoutMs / 1000));
    });
}

RecordDownload::~RecordDownload() {
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

QString RecordDownload::start(const QUrl& url, Limits limits) {
    cancel();
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || (scheme != QLatin1String("http") && scheme != QLatin1String("https")) ||
        url.host().isEmpty())
        return tr("“%1” is not an http or https address.").arg(url.toString());
    m_limits = limits;
    m_bytes.clear();
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setMaximumRedirectsAllowed(5);
    m_reply = m_network->get(request);
    connect(m_reply, &QNetworkReply::readyRead, this, &RecordDownload::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &RecordDownload::onFinished);
    connect(m_reply, &QNetworkReply::downloadProgress, this, &RecordDownload::progress);
    connect(m_reply, &QNetworkReply::metaDataChanged, this, [this] {
        const QVariant length = m_reply->header(QNetworkRequest::ContentLengthHeader);
        if (length.isValid() && length.toLongLong() > m_limits.maxBytes)
            fail(tr("The answer is %1 MB, more than a game record (at most %2 MB).")
                     .arg(double(length.toLongLong()) / (1 << 20), 0, 'f', 1)
                     .arg(m_limits.maxBytes >> 20));
    });
    m_timer.start(limits.timeoutMs);
    return {};
}

void RecordDownload::cancel() {
    if (!m_reply) return;
    m_timer.stop();
    QNetworkReply* reply = std::exchange(m_reply, nullptr);
    reply->disconnect(this);
    reply->abort();
    reply->deleteLater();
}

void RecordDownload::fail(const QString& error) {
    cancel();
    emit finished({}, error);
}

void RecordDownload::onReadyRead() {
    m_bytes += m_reply->readAll();
    if (m_bytes.size() > m_limits.maxBytes)
        fail(tr("The answer is larger than a game record (more than %1 MB).").arg(m_limits.maxBytes >> 20));
}

void RecordDownload::onFinished() {
    m_timer.stop();
    QNetworkReply* reply = std::exchange(m_reply, nullptr);
    reply->deleteLater();
    m_bytes += reply->readAll();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (reply->error() != QNetworkReply::NoError && status < 400) {
        emit finished({}, reply->errorString());
        return;
    }
    if (status >= 400) {
        emit finished({}, tr("The server answered %1 %2.")
                              .arg(status)
                              .arg(reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString()));
        return;
    }
    emit finished(std::exchange(m_bytes, {}), QString());
}
