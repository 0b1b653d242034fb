// File > Open URL against a server the test runs on this machine: a Shift_JIS record the server calls
// UTF-8 (read by its bytes), a server that never answers (the time limit), answers larger than any record
// (by their Content-Length, and without one), a 404, and an address that is not http.
#include "gui/UrlActions.h"
#include "formats/RecordFormat.h"
#include "tst_review_window.h"

#include <QTcpServer>
#include <QTcpSocket>

namespace {

// Answers GET /PATH: game.kif, slow.kif (never), huge.kif (claims 50 MB), stream.kif (2 MB, no length),
// anything else 404.
class TestServer : public QObject {
public:
    explicit TestServer(QByteArray record) : m_record(std::move(record)) {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* s = m_server.nextPendingConnection())
                connect(s, &QTcpSocket::readyRead, s, [this, s] { answer(s); });
        });
        m_server.listen(QHostAddress::LocalHost);
    }
    QUrl url(const char* path) const {
        return QUrl(
            QStringLiteral("http://127.0.0.1:%1/%2").arg(m_server.serverPort()).arg(QLatin1String(path)));
    }

private:
    void answer(QTcpSocket* s) {
        const QByteArray request = s->readAll();
        const QByteArray path = request.split(' ').value(1);
        if (path == "/game.kif") {
            s->write("HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: " +
                     QByteArray::number(m_record.size()) + "\r\nConnection: close\r\n\r\n" + m_record);
            s->disconnectFromHost();
        } else if (path == "/slow.kif") {
            // Says nothing, ever.
        } else if (path == "/huge.kif") {
            s->write("HTTP/1.1 200 OK\r\nContent-Length: 52428800\r\nConnection: close\r\n\r\n");
            s->write(QByteArray(64 * 1024, 'a'));
        } else if (path == "/stream.kif") {
            s->write("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n");
            s->write(QByteArray(2 * 1024 * 1024, 'a'));
            s->disconnectFromHost();
        } else {
            s->write("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
            s->disconnectFromHost();
        }
    }

    QTcpServer m_server;
    QByteArray m_record;
};

} // namespace

class TestGuiOpenUrl : public QObject {
    Q_OBJECT
private slots:
    void opensRecordByItsBytes();
    void refusals_data();
    void refusals();
};

void TestGuiOpenUrl::opensRecordByItsBytes() {
    const auto sample = shogi::readText(SampleKif);
    QVERIFY(sample.ok());
    const auto sjis = shogi::encodeKif(sample->record, true);
    QVERIFY(sjis.ok());
    TestServer server(*sjis);
    ReviewFixture f;
    auto* urls = f.window->findChild<UrlActions*>();
    QVERIFY(urls);
    QVERIFY(urls->openUrl(server.url("game.kif"), {5000, 1 << 20}));
    QCOMPARE(f.record().mainLineMoveCount(), 4);
    QCOMPARE(f.record().header(QStringLiteral("先手")), QStringLiteral("Hanako"));
    QCOMPARE(f.record().root().comment, QStringLiteral("The game begins"));
    QVERIFY(f.script.asked.isEmpty());
}

void TestGuiOpenUrl::refusals_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::newRow("slow") << "slow.kif"
                          << "No complete answer within 1 second";
    QTest::newRow("huge, by its length") << "huge.kif"
                                         << "The answer is 50.0 MB, more than a game record";
    QTest::newRow("huge, no length") << "stream.kif"
                                     << "The answer is larger than a game record";
    QTest::newRow("missing") << "missing.kif"
                             << "The server answered 404";
    QTest::newRow("not http") << "ftp"
                              << "is not an http or https address";
}

void TestGuiOpenUrl::refusals() {
    QFETCH(QString, path);
    QFETCH(QString, reason);
    TestServer server("");
    ReviewFixture f;
    auto* urls = f.window->findChild<UrlActions*>();
    const QUrl url = path == QLatin1String("ftp") ? QUrl(QStringLiteral("ftp://127.0.0.1/game.kif"))
                                                  : server.url(path.toLatin1().constData());
    QVERIFY(!urls->openUrl(url, {1000, 1 << 20}));
    QCOMPARE(f.script.asked.size(), 1);
    QVERIFY2(f.script.asked.first().contains(reason), qPrintable(f.script.asked.first()));
    QCOMPARE(f.record().mainLineMoveCount(), 0); // the new game on the board is kept
}

QTEST_MAIN(TestGuiOpenUrl)
#include "tst_gui_openurl.moc"
