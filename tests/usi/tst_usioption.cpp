// Engine option lines of every USI type, the errors of broken ones, value checks and setoption.
#include "usi/EngineOption.h"

#include <QTest>

using namespace shogi::usi;
using Type = EngineOption::Type;

class TestUsiOption : public QObject {
    Q_OBJECT
private slots:
    void everyType_data();
    void everyType();
    void keywordsInAnyOrder();
    void broken_data();
    void broken();
    void values_data();
    void values();
    void setOption();
    void bookOff();
};

void TestUsiOption::everyType_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("defaultValue");
    QTest::addColumn<qint64>("min");
    QTest::addColumn<qint64>("max");
    QTest::addColumn<QStringList>("choices");
    QTest::newRow("check") << "option name USI_Ponder type check default true"
                           << "USI_Ponder" << int(Type::Check) << "true" << -1LL << -1LL << QStringList{};
    QTest::newRow("spin") << "option name USI_Hash type spin default 256 min 1 max 131072"
                          << "USI_Hash" << int(Type::Spin) << "256" << 1LL << 131072LL << QStringList{};
    QTest::newRow("spin, negative min")
        << "option name Skill Level type spin default 20 min -20 max 20"
        << "Skill Level" << int(Type::Spin) << "20" << -20LL << 20LL << QStringList{};
    QTest::newRow("combo") << "option name Style type combo default Normal var Solid var Normal var Risky"
                           << "Style" << int(Type::Combo) << "Normal" << -1LL << -1LL
                           << QStringList{"Solid", "Normal", "Risky"};
    QTest::newRow("string <empty>") << "option name CSAFile type string default <empty>"
                                    << "CSAFile" << int(Type::String) << "" << -1LL << -1LL << QStringList{};
    QTest::newRow("string, nothing after default")
        << "option name Debug Log File type string default "
        << "Debug Log File" << int(Type::String) << "" << -1LL << -1LL << QStringList{};
    QTest::newRow("string with spaces")
        << "option name Greeting type string default hello there"
        << "Greeting" << int(Type::String) << "hello there" << -1LL << -1LL << QStringList{};
    QTest::newRow("filename") << "option name EvalDir type filename default eval/nn.bin"
                              << "EvalDir" << int(Type::Filename) << "eval/nn.bin" << -1LL << -1LL
                              << QStringList{};
    QTest::newRow("button") << "option name Clear Hash type button"
                            << "Clear Hash" << int(Type::Button) << "" << -1LL << -1LL << QStringList{};
    QTest::newRow("CRLF and tabs") << "option\tname Threads type spin default 1 min 1 max 2\r"
                                   << "Threads" << int(Type::Spin) << "1" << 1LL << 2LL << QStringList{};
}

void TestUsiOption::everyType() {
    QFETCH(QString, line);
    QFETCH(QString, name);
    QFETCH(int, type);
    QFETCH(QString, defaultValue);
    QFETCH(qint64, min);
    QFETCH(qint64, max);
    QFETCH(QStringList, choices);
    const auto option = parseOption(line.toStdString());
    QVERIFY2(option.ok(), option.ok() ? "" : option.error().message.c_str());
    QCOMPARE(QString::fromStdString(option->name), name);
    QCOMPARE(int(option->type), type);
    QCOMPARE(QString::fromStdString(option->defaultValue), defaultValue);
    QCOMPARE(option->min.value_or(-1), min);
    QCOMPARE(option->max.value_or(-1), max);
    QStringList got;
    for (const std::string& c : option->choices)
        got << QString::fromStdString(c);
    QCOMPARE(got, choices);
}

void TestUsiOption::keywordsInAnyOrder() {
    const auto option = parseOption("option name MultiPV type spin max 500 min 1 default 1");
    QVERIFY(option.ok());
    QCOMPARE(*option->min, 1);
    QCOMPARE(*option->max, 500);
    QCOMPARE(option->defaultValue, std::string("1"));
    const auto combo = parseOption("option name Mode type combo var a var b default b");
    QVERIFY(combo.ok());
    QCOMPARE(combo->choices.size(), std::size_t(2));
    QCOMPARE(combo->defaultValue, std::string("b"));
}

void TestUsiOption::broken_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("no type") << "option name Broken type"
                             << "has unknown type ''";
    QTest::newRow("unknown type") << "option name X type slider default 3"
                                  << "unknown type 'slider'";
    QTest::newRow("no name") << "option type check default true"
                             << "without a name";
    QTest::newRow("spin without range") << "option name N type spin default 3"
                                        << "needs min and max";
    QTest::newRow("spin, bad max") << "option name N type spin default 3 min 1 max lots"
                                   << "'lots' is not a number";
    QTest::newRow("stray word") << "option whatever"
                                << "unexpected word 'whatever'";
}

void TestUsiOption::broken() {
    QFETCH(QString, line);
    QFETCH(QString, message);
    const auto option = parseOption(line.toStdString());
    QVERIFY(!option.ok());
    QVERIFY2(QString::fromStdString(option.error().message).contains(message),
             option.error().message.c_str());
}

void TestUsiOption::values_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("ok");
    const QString check = "option name Ponder type check default false";
    const QString spin = "option name Level type spin default 5 min 1 max 10";
    const QString combo = "option name Style type combo default a var a var b";
    QTest::newRow("check true") << check << "true" << true;
    QTest::newRow("check 1") << check << "1" << false;
    QTest::newRow("spin in range") << spin << "10" << true;
    QTest::newRow("spin above") << spin << "11" << false;
    QTest::newRow("spin not a number") << spin << "ten" << false;
    QTest::newRow("combo choice") << combo << "b" << true;
    QTest::newRow("combo other") << combo << "c" << false;
    QTest::newRow("string anything") << "option name S type string default x"
                                     << "any thing" << true;
    QTest::newRow("button, no value") << "option name Clear type button"
                                      << "" << true;
    QTest::newRow("button, a value") << "option name Clear type button"
                                     << "1" << false;
}

void TestUsiOption::values() {
    QFETCH(QString, line);
    QFETCH(QString, value);
    QFETCH(bool, ok);
    const auto option = parseOption(line.toStdString());
    QVERIFY(option.ok());
    QCOMPARE(!valueProblem(*option, value.toStdString()), ok);
}

void TestUsiOption::setOption() {
    QCOMPARE(setOptionCommand("USI_Hash", "256"), std::string("setoption name USI_Hash value 256"));
    QCOMPARE(setOptionCommand("Skill Level", "3"), std::string("setoption name Skill Level value 3"));
    QCOMPARE(setOptionCommand("BookFile", ""), std::string("setoption name BookFile value <empty>"));
    QCOMPARE(setOptionCommand("Clear Hash"), std::string("setoption name Clear Hash"));
}

// The book switches of gpsusi, YaneuraOu and the USI convention, set off; other options, or a BookDepth
// that cannot be 0, are left alone.
void TestUsiOption::bookOff() {
    std::vector<EngineOption> offered;
    for (const char* line :
         {"option name BookDepth type spin default 30 min 0 max 100",
          "option name USI_OwnBook type check default true",
          "option name BookFile type combo default standard_book.db var no_book var standard_book.db",
          "option name USI_Hash type spin default 256 min 1 max 4096",
          "option name OwnBook type string default yes"})
        offered.push_back(*parseOption(line));
    using Options = std::vector<std::pair<std::string, std::string>>;
    QCOMPARE(bookOffOptions(offered),
             (Options{{"BookDepth", "0"}, {"USI_OwnBook", "false"}, {"BookFile", "no_book"}}));
    QCOMPARE(bookOffOptions({*parseOption("option name BookDepth type spin default 30 min 4 max 100")}),
             Options{});
}

QTEST_APPLESS_MAIN(TestUsiOption)
#include "tst_usioption.moc"
