// The MIME package (packaging/io.github.shogiban.Shogiban-mime.xml) as a desktop reads it: installed into a
// data folder of its own, compiled by update-mime-database as Debian's trigger does (Qt reads the XML itself
// where the tool is missing), then asked through QMimeDatabase, GLib's and KDE's counterpart. Each record
// extension gives its type and each type names a format the readers take; the magic recognises records by
// their first bytes and never calls a plain text file, or a record of another format, a record of its own.
#include "formats/RecordFormat.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QMimeDatabase>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace shogi;

namespace {

struct RecordType {
    const char* name;
    RecordFormat format;
};

constexpr RecordType kTypes[] = {{"application/x-kif", RecordFormat::Kif},
                                 {"application/x-ki2", RecordFormat::Ki2},
                                 {"application/x-csa", RecordFormat::Csa},
                                 {"application/x-jkf", RecordFormat::Jkf},
                                 {"application/x-psn", RecordFormat::Psn}};

// Extensions the readers take that stay generic text on the desktop: Shogiban does not claim them.
const QStringList kUnclaimed = {QStringLiteral("json"), QStringLiteral("sfen"), QStringLiteral("usi"),
                                QStringLiteral("usen")};

// The type the package must give a file with this extension; empty for extensions it leaves alone.
QString typeOfExtension(const QString& suffix) {
    const std::optional<RecordFormat> format = formatFromExtension(suffix);
    if (!format || kUnclaimed.contains(suffix.toLower())) return {};
    for (const RecordType& t : kTypes)
        if (t.format == *format) return QLatin1String(t.name);
    return {};
}

bool isRecordType(const QString& name) {
    for (const RecordType& t : kTypes)
        if (name == QLatin1String(t.name)) return true;
    return false;
}

} // namespace

class TestMimeTypes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void byName_data();
    void byName();
    void aliases();
    void eachTypeIsAFormatTheAppReads();
    void textEditorsStillApply();
    void byContent_data();
    void byContent();
    void corpus();

private:
    QTemporaryDir m_data;
};

void TestMimeTypes::initTestCase() {
    QVERIFY(m_data.isValid());
    const QString packages = m_data.filePath(QStringLiteral("mime/packages"));
    QVERIFY(QDir().mkpath(packages));
    QVERIFY(QFile::copy(QStringLiteral(SHOGIBAN_SOURCE_DIR "/packaging/io.github.shogiban.Shogiban-mime.xml"),
                        packages + QStringLiteral("/io.github.shogiban.Shogiban-mime.xml")));
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("update-mime-database"));
    if (!tool.isEmpty()) {
        QProcess update;
        update.start(tool, {m_data.filePath(QStringLiteral("mime"))});
        QVERIFY(update.waitForFinished(30000));
        QCOMPARE(update.exitCode(), 0);
        // It warns (and goes on) about anything in the package it does not understand. The note that the
        // folder is not on the search path is expected: the path is set below.
        const QString errors = QString::fromUtf8(update.readAllStandardError());
        QVERIFY2(!errors.contains(QLatin1String("Warning")) && !errors.contains(QLatin1String("Error")),
                 qPrintable(errors));
    }
    // Ours first, then the system's for text/plain and application/json; no user's own types.
    QByteArray system = qgetenv("XDG_DATA_DIRS");
    if (system.isEmpty()) system = "/usr/local/share:/usr/share";
    qputenv("XDG_DATA_DIRS", m_data.path().toUtf8() + ':' + system);
    qputenv("XDG_DATA_HOME", m_data.filePath(QStringLiteral("home")).toUtf8());
    QVERIFY(QMimeDatabase().mimeTypeForName(QStringLiteral("application/x-kif")).isValid());
}

void TestMimeTypes::byName_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("type");
    QTest::newRow("kif") << "game.kif"
                         << "application/x-kif";
    QTest::newRow("kifu") << "game.kifu"
                          << "application/x-kif";
    QTest::newRow("upper case") << "GAME.KIF"
                                << "application/x-kif";
    QTest::newRow("ki2") << "game.ki2"
                         << "application/x-ki2";
    QTest::newRow("ki2u") << "game.ki2u"
                          << "application/x-ki2";
    QTest::newRow("csa") << "game.csa"
                         << "application/x-csa";
    QTest::newRow("jkf") << "game.jkf"
                         << "application/x-jkf";
    QTest::newRow("psn") << "game.psn"
                         << "application/x-psn";
    QTest::newRow("plain text stays") << "notes.txt"
                                      << "text/plain";
}

void TestMimeTypes::byName() {
    QFETCH(QString, file);
    QFETCH(QString, type);
    QCOMPARE(QMimeDatabase().mimeTypeForFile(file, QMimeDatabase::MatchExtension).name(), type);
}

// The names Lishogi and others send: a browser's download of one is still Shogiban's.
void TestMimeTypes::aliases() {
    const QMimeDatabase db;
    QCOMPARE(db.mimeTypeForName(QStringLiteral("application/x-shogi-kif")).name(),
             QStringLiteral("application/x-kif"));
    QCOMPARE(db.mimeTypeForName(QStringLiteral("application/x-shogi-psn")).name(),
             QStringLiteral("application/x-psn"));
}

void TestMimeTypes::eachTypeIsAFormatTheAppReads() {
    const QMimeDatabase db;
    for (const RecordType& t : kTypes) {
        const QMimeType type = db.mimeTypeForName(QLatin1String(t.name));
        QVERIFY2(type.isValid(), t.name);
        QVERIFY2(!type.comment().isEmpty(), t.name);
        QVERIFY2(!type.suffixes().isEmpty(), t.name);
        for (const QString& suffix : type.suffixes()) {
            QVERIFY2(formatFromExtension(suffix) == t.format, qPrintable(suffix));
            QCOMPARE(typeOfExtension(suffix), QLatin1String(t.name));
        }
    }
}

void TestMimeTypes::textEditorsStillApply() {
    const QMimeDatabase db;
    for (const RecordType& t : kTypes)
        QVERIFY2(db.mimeTypeForName(QLatin1String(t.name)).inherits(QStringLiteral("text/plain")), t.name);
    QVERIFY(
        db.mimeTypeForName(QStringLiteral("application/x-jkf")).inherits(QStringLiteral("application/json")));
}

void TestMimeTypes::byContent_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("type");
    const QByteArray bom("\xef\xbb\xbf");
    const QByteArray header = QStringLiteral("先手：José\n後手：María\n").toUtf8();
    QTest::newRow("#KIF line") << QByteArray("#KIF version=2.0 encoding=UTF-8\n") + header
                               << "application/x-kif";
    QTest::newRow("#KIF line after a BOM") << bom + "#KIF version=2.0 encoding=UTF-8\r\n"
                                           << "application/x-kif";
    QTest::newRow("KIF move table, UTF-8")
        << header + QStringLiteral("手数----指手---------消費時間--\n   1 ７六歩(77)\n").toUtf8()
        << "application/x-kif";
    // 手数----指手 in Shift_JIS, after a header line
    QTest::newRow("KIF move table, Shift_JIS")
        << QByteArray("# ---- Kifu for Windows\r\n\x8e\xe8\x90\x94----\x8e\x77\x8e\xe8---------\r\n")
        << "application/x-kif";
    QTest::newRow("#KI2 line") << bom + "#KI2 version=2.0 encoding=UTF-8\n"
                               << "application/x-ki2";
    QTest::newRow("CSA V2.2") << QByteArray("V2.2\nN+Sente\nN-Gote\nPI\n+\n+7776FU\n") << "application/x-csa";
    QTest::newRow("CSA V2, CRLF") << QByteArray("V2\r\nPI\r\n+\r\n") << "application/x-csa";
    QTest::newRow("V2 in prose") << QByteArray("V2 of the plan: more tests\n") << "text/plain";
    QTest::newRow("a shell comment") << QByteArray("# ---- notes ----\nhello\n") << "text/plain";
    QTest::newRow("KI2 moves") << QStringLiteral("▲７六歩 △３四歩\n").toUtf8() << "text/plain";
}

void TestMimeTypes::byContent() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, type);
    QCOMPARE(QMimeDatabase().mimeTypeForData(bytes).name(), type);
}

// Real records: named by their extension, and by their first bytes either a record of their own format or
// nothing of ours.
void TestMimeTypes::corpus() {
    const QDir dir(QStringLiteral(SHOGIBAN_TESTDATA_DIR "/kifu/files"));
    if (!dir.exists()) QSKIP("the shared test corpus is not there");
    const QMimeDatabase db;
    QMap<QString, int> recognised;
    for (const QFileInfo& info : dir.entryInfoList(QDir::Files)) {
        const QString expected = typeOfExtension(info.suffix());
        if (!expected.isEmpty())
            QCOMPARE(db.mimeTypeForFile(info, QMimeDatabase::MatchExtension).name(), expected);
        QFile file(info.filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString byContent = db.mimeTypeForData(&file).name();
        if (!isRecordType(byContent)) continue;
        QVERIFY2(byContent == expected,
                 qPrintable(info.fileName() + QLatin1String(" is taken for ") + byContent));
        ++recognised[byContent];
    }
    qInfo() << "recognised by their first bytes:" << recognised;
    // The corpus has files with each magic: none of the rules is idle.
    for (const char* type : {"application/x-kif", "application/x-ki2", "application/x-csa"})
        QVERIFY2(recognised.value(QLatin1String(type)) > 0, type);
}

QTEST_GUILESS_MAIN(TestMimeTypes)
#include "tst_mimetypes.moc"
