// The files in packaging/ agree with each other and with the project: the desktop entry and the AppStream
// file name exactly the record types the MIME package defines, the desktop entry opens one file a start,
// the AppStream release and the Debian changelog are this version; and the freedesktop validators find
// nothing to say (each is skipped where its tool is not installed).
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <QXmlStreamReader>

namespace {

const QString kDir = QStringLiteral(SHOGIBAN_SOURCE_DIR "/packaging/");
const QString kDesktop = kDir + QStringLiteral("io.github.shogiban.Shogiban.desktop");
const QString kMetainfo = kDir + QStringLiteral("io.github.shogiban.Shogiban.metainfo.xml");
const QString kMime = kDir + QStringLiteral("io.github.shogiban.Shogiban-mime.xml");

QByteArray contents(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

// A key of the desktop entry's [Desktop Entry] group.
QString desktopKey(const QString& key) {
    for (const QString& line : QString::fromUtf8(contents(kDesktop)).split(QLatin1Char('\n')))
        if (line.startsWith(key + QLatin1Char('='))) return line.mid(key.size() + 1);
    return {};
}

// The text of every element `element` (or its attribute `attribute`) in an XML file.
QStringList xmlValues(const QString& path, const QString& element, const QString& attribute = {}) {
    QStringList values;
    QXmlStreamReader xml(contents(path));
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != element) continue;
        values << (attribute.isEmpty() ? xml.readElementText()
                                       : xml.attributes().value(attribute).toString());
    }
    if (xml.hasError()) qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return values;
}

QSet<QString> asSet(const QStringList& list) {
    return QSet<QString>(list.begin(), list.end());
}

} // namespace

class TestPackaging : public QObject {
    Q_OBJECT
private slots:
    void theSameRecordTypesEverywhere();
    void oneRecordAStart();
    void releaseIsThisVersion();
    void desktopEntryValidates();
    void metainfoValidates();
};

void TestPackaging::theSameRecordTypesEverywhere() {
    const QSet<QString> defined =
        asSet(xmlValues(kMime, QStringLiteral("mime-type"), QStringLiteral("type")));
    QCOMPARE(defined.size(), 5);
    QCOMPARE(asSet(desktopKey(QStringLiteral("MimeType")).split(QLatin1Char(';'), Qt::SkipEmptyParts)),
             defined);
    QCOMPARE(asSet(xmlValues(kMetainfo, QStringLiteral("mediatype"))), defined);
}

// The file manager starts Shogiban once for each file it opens (%f), each in a window of its own: the app
// takes one record, and a file opened while a game is in progress must not replace it.
void TestPackaging::oneRecordAStart() {
    QCOMPARE(desktopKey(QStringLiteral("Exec")), QStringLiteral("shogiban %f"));
}

void TestPackaging::releaseIsThisVersion() {
    const QStringList releases = xmlValues(kMetainfo, QStringLiteral("release"), QStringLiteral("version"));
    QVERIFY(!releases.isEmpty());
    QCOMPARE(releases.constFirst(), QStringLiteral(PROJECT_VERSION)); // AppStream lists the newest first
    const QRegularExpressionMatch top =
        QRegularExpression(QStringLiteral("^shogiban \\(([^)]+)\\)"))
            .match(QString::fromUtf8(contents(kDir + QStringLiteral("changelog"))));
    QVERIFY(top.hasMatch());
    QCOMPARE(top.captured(1), QStringLiteral(PROJECT_VERSION));
}

void TestPackaging::desktopEntryValidates() {
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("desktop-file-validate"));
    if (tool.isEmpty()) QSKIP("desktop-file-validate is not installed (package desktop-file-utils)");
    QProcess validate;
    validate.setProcessChannelMode(QProcess::MergedChannels);
    validate.start(tool, {kDesktop});
    QVERIFY(validate.waitForFinished(30000));
    const QString output = QString::fromUtf8(validate.readAll());
    QVERIFY2(validate.exitCode() == 0 && output.trimmed().isEmpty(), qPrintable(output));
}

void TestPackaging::metainfoValidates() {
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("appstreamcli"));
    if (tool.isEmpty()) QSKIP("appstreamcli is not installed (package appstream)");
    QProcess validate;
    validate.setProcessChannelMode(QProcess::MergedChannels);
    validate.start(tool, {QStringLiteral("validate"), QStringLiteral("--no-net"), kMetainfo});
    QVERIFY(validate.waitForFinished(30000));
    const QString output = QString::fromUtf8(validate.readAll());
    // It passes a file with warnings and infos; clean is none of them (errors, warnings, infos).
    static const QRegularExpression issue(QStringLiteral("^[EWI]: "), QRegularExpression::MultilineOption);
    QVERIFY2(validate.exitCode() == 0 && !output.contains(issue), qPrintable(output));
}

QTEST_GUILESS_MAIN(TestPackaging)
#include "tst_packaging.moc"
