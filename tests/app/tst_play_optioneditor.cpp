// The engine options editor: one row per USI type with the widget that type calls for, saved values shown,
// values that do not suit their option ignored, only changes from the defaults returned, 64-bit spin ranges
// cut to what a spin box holds, reset to defaults, and a button option asking for its command.
#include "play/OptionEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <climits>

using shogi::usi::EngineOption;

namespace {

std::vector<EngineOption> allTypes() {
    std::vector<EngineOption> out;
    for (const char* line : {
             "option name USI_Ponder type check default false",
             "option name Skill Level type spin default 20 min 0 max 20",
             "option name Style type combo default Normal var Solid var Normal var Risky",
             "option name BookFile type filename default book.bin",
             "option name Greeting type string default <empty>",
             "option name Clear Hash type button",
             "option name Nodes type spin default 0 min 0 max 9223372036854775807",
         }) {
        auto o = shogi::usi::parseOption(line);
        if (!o) qFatal("bad test option %s", line);
        out.push_back(*o);
    }
    return out;
}

template <class W> W* editor(OptionEditor& e, const char* name) {
    return qobject_cast<W*>(e.editorFor(QString::fromLatin1(name)));
}

} // namespace

class TestOptionEditor : public QObject {
    Q_OBJECT
private slots:
    void oneWidgetPerType();
    void defaultsGiveNoValues();
    void editsAreReturned();
    void savedValuesShownAndBadOnesIgnored();
    void wideSpinRangesAreClamped();
    void resetToDefaults();
    void buttonAsksForItsCommand();
    void noOptions();
};

void TestOptionEditor::oneWidgetPerType() {
    OptionEditor e;
    e.setOptions(allTypes());
    QVERIFY(editor<QCheckBox>(e, "USI_Ponder"));
    QSpinBox* spin = editor<QSpinBox>(e, "Skill Level");
    QVERIFY(spin);
    QCOMPARE(spin->minimum(), 0);
    QCOMPARE(spin->maximum(), 20);
    QCOMPARE(spin->value(), 20);
    QComboBox* combo = editor<QComboBox>(e, "Style");
    QVERIFY(combo);
    QCOMPARE(combo->count(), 3);
    QCOMPARE(combo->currentText(), QStringLiteral("Normal"));
    QLineEdit* file = editor<QLineEdit>(e, "BookFile");
    QVERIFY(file);
    QCOMPARE(file->text(), QStringLiteral("book.bin"));
    QVERIFY(file->parentWidget()->findChild<QPushButton*>(QStringLiteral("browse")));
    QLineEdit* text = editor<QLineEdit>(e, "Greeting");
    QVERIFY(text);
    QVERIFY(text->text().isEmpty()); // "<empty>" is USI's way of writing ""
    QCOMPARE(editor<QPushButton>(e, "Clear Hash")->text(), QStringLiteral("Clear Hash"));
}

void TestOptionEditor::defaultsGiveNoValues() {
    OptionEditor e;
    e.setOptions(allTypes());
    QVERIFY(e.values().isEmpty());
}

void TestOptionEditor::editsAreReturned() {
    OptionEditor e;
    e.setOptions(allTypes());
    QSignalSpy edited(&e, &OptionEditor::edited);
    editor<QCheckBox>(e, "USI_Ponder")->setChecked(true);
    editor<QSpinBox>(e, "Skill Level")->setValue(5);
    editor<QComboBox>(e, "Style")->setCurrentIndex(2);
    QTest::keyClicks(editor<QLineEdit>(e, "Greeting"), QStringLiteral("hello world"));
    QTest::keyClicks(editor<QLineEdit>(e, "BookFile"), QStringLiteral("2"));
    const OptionEditor::Values expected = {{QStringLiteral("USI_Ponder"), QStringLiteral("true")},
                                           {QStringLiteral("Skill Level"), QStringLiteral("5")},
                                           {QStringLiteral("Style"), QStringLiteral("Risky")},
                                           {QStringLiteral("Greeting"), QStringLiteral("hello world")},
                                           {QStringLiteral("BookFile"), QStringLiteral("book.bin2")}};
    QCOMPARE(e.values(), expected);
    QVERIFY(edited.count() >= 5);
    // Back to a default value: no longer a change.
    editor<QSpinBox>(e, "Skill Level")->setValue(20);
    QVERIFY(!e.values().contains(QStringLiteral("Skill Level")));
}

void TestOptionEditor::savedValuesShownAndBadOnesIgnored() {
    OptionEditor e;
    QSignalSpy edited(&e, &OptionEditor::edited);
    e.setOptions(allTypes(), {{QStringLiteral("Skill Level"), QStringLiteral("3")},
                              {QStringLiteral("Style"), QStringLiteral("Wild")},     // not offered any more
                              {QStringLiteral("USI_Ponder"), QStringLiteral("yes")}, // not a check value
                              {QStringLiteral("Unknown"), QStringLiteral("1")}});
    QCOMPARE(edited.count(), 0); // showing is not editing
    QCOMPARE(editor<QSpinBox>(e, "Skill Level")->value(), 3);
    QCOMPARE(editor<QComboBox>(e, "Style")->currentText(), QStringLiteral("Normal"));
    QVERIFY(!editor<QCheckBox>(e, "USI_Ponder")->isChecked());
    QCOMPARE(e.values(), OptionEditor::Values({{QStringLiteral("Skill Level"), QStringLiteral("3")}}));
}

void TestOptionEditor::wideSpinRangesAreClamped() {
    OptionEditor e;
    e.setOptions(allTypes(), {{QStringLiteral("Nodes"), QStringLiteral("123456")}});
    QSpinBox* nodes = editor<QSpinBox>(e, "Nodes");
    QCOMPARE(nodes->minimum(), 0);
    QCOMPARE(nodes->maximum(), INT_MAX);
    QCOMPARE(nodes->value(), 123456);
    auto negative =
        shogi::usi::parseOption("option name Contempt type spin default 0 min -99999999999 max 99");
    QVERIFY(bool(negative));
    e.setOptions({*negative});
    QCOMPARE(editor<QSpinBox>(e, "Contempt")->minimum(), INT_MIN);
    QCOMPARE(editor<QSpinBox>(e, "Contempt")->maximum(), 99);
}

void TestOptionEditor::resetToDefaults() {
    OptionEditor e;
    e.setOptions(allTypes(), {{QStringLiteral("Skill Level"), QStringLiteral("3")},
                              {QStringLiteral("Greeting"), QStringLiteral("hi")}});
    QCOMPARE(e.values().size(), 2);
    QSignalSpy edited(&e, &OptionEditor::edited);
    auto* reset = e.findChild<QPushButton*>(QStringLiteral("resetOptions"));
    QVERIFY(reset && reset->isEnabled());
    reset->click();
    QVERIFY(e.values().isEmpty());
    QCOMPARE(editor<QSpinBox>(e, "Skill Level")->value(), 20);
    QCOMPARE(edited.count(), 1);
}

void TestOptionEditor::buttonAsksForItsCommand() {
    OptionEditor e;
    e.setOptions(allTypes());
    QSignalSpy pressed(&e, &OptionEditor::buttonPressed);
    editor<QPushButton>(e, "Clear Hash")->click();
    QCOMPARE(pressed.count(), 1);
    QCOMPARE(pressed.at(0).at(0).toString(), QStringLiteral("Clear Hash"));
    QVERIFY(!e.values().contains(QStringLiteral("Clear Hash")));
}

void TestOptionEditor::noOptions() {
    OptionEditor e;
    e.setOptions({});
    e.show();
    QVERIFY(e.values().isEmpty());
    QVERIFY(!e.findChild<QPushButton*>(QStringLiteral("resetOptions"))->isEnabled());
    QVERIFY(e.findChild<QLabel*>()->isVisible());
}

QTEST_MAIN(TestOptionEditor)
#include "tst_play_optioneditor.moc"
