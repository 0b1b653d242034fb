// USI move text: parsing, formatting, and a clear error for each kind of bad input.
#include "rules/Usi.h"

#include <QTest>

using namespace shogi;

class TestUsi : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void errors_data();
    void errors();
};

void TestUsi::roundTrip_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("drop");
    QTest::addColumn<bool>("promotion");
    QTest::newRow("move") << "7g7f" << false << false;
    QTest::newRow("promotion") << "8h2b+" << false << true;
    QTest::newRow("drop") << "P*5e" << true << false;
    QTest::newRow("rook drop") << "R*1a" << true << false;
}

void TestUsi::roundTrip() {
    QFETCH(QString, text);
    QFETCH(bool, drop);
    QFETCH(bool, promotion);
    auto m = usi::parseMove(text.toStdString(), Variant::get(VariantKind::Standard));
    QVERIFY(m.ok());
    QCOMPARE(m->isDrop(), drop);
    QCOMPARE(m->isPromotion(), promotion);
    QCOMPARE(QString::fromStdString(usi::format(*m)), text);
}

void TestUsi::errors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << ""
                           << "'' is not a USI move (like 7g7f, 8h2b+ or P*5e)";
    QTest::newRow("too long") << "7g7f++"
                              << "'7g7f++' is not a USI move (like 7g7f, 8h2b+ or P*5e)";
    QTest::newRow("bad square") << "7z7f"
                                << "'7z7f': '7z' is not a square";
    QTest::newRow("king drop") << "K*5e"
                               << "'K*5e': 'K' cannot be dropped";
    QTest::newRow("lowercase drop") << "p*5e"
                                    << "'p*5e': 'p' cannot be dropped";
    QTest::newRow("same square") << "7g7g"
                                 << "'7g7g': origin and destination are the same square";
    QTest::newRow("off minishogi") << "9a9b"
                                   << "'9a9b': square 9a is off the 5x5 board";
}

void TestUsi::errors() {
    QFETCH(QString, text);
    QFETCH(QString, message);
    const auto& variant =
        Variant::get(QTest::currentDataTag() == QByteArray("off minishogi") ? VariantKind::Minishogi
                                                                            : VariantKind::Standard);
    auto m = usi::parseMove(text.toStdString(), variant);
    QVERIFY(!m.ok());
    QCOMPARE(QString::fromStdString(m.error().message), message);
}

QTEST_GUILESS_MAIN(TestUsi)
#include "tst_usi.moc"
