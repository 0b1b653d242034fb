// The new-game dialog: the furigoma shows the core's toss for a seed and seats the players accordingly,
// every handicap preset is offered by name, handicaps belong to the standard board, and the choices come
// back as a GameSetup.
#include "gui/FurigomaView.h"
#include "rules/Handicap.h"
#include "gui/LanguageManager.h"
#include "gui/NewGameDialog.h"
#include "game/ShogiTerms.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using namespace shogi;

class TestNewGameDialog : public QObject {
    Q_OBJECT
private slots:
    void furigoma_data();
    void furigoma();
    void startNeedsATossUnderFurigoma();
    void everyHandicapIsOffered();
    void handicapNamesInJapaneseAreTheKifNames();
    void handicapsOnlyOnTheStandardBoard();
    void setupRoundTrip();
    void hiddenRowsLeaveNoBlankBands();
};

namespace {

QComboBox* comboShowing(const QDialog& d, const QString& itemText) {
    for (QComboBox* c : d.findChildren<QComboBox*>())
        if (c->findText(itemText) >= 0) return c;
    return nullptr;
}

} // namespace

void TestNewGameDialog::furigoma_data() {
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {1ull, 2ull, 3ull, 42ull, 20240601ull, 0xdeadbeefull})
        QTest::addRow("seed %llu", seed) << seed;
}

void TestNewGameDialog::furigoma() {
    QFETCH(quint64, seed);
    GameSetup initial;
    initial.blackName = QStringLiteral("Senior");
    initial.whiteName = QStringLiteral("Junior");
    NewGameDialog dialog(initial);
    dialog.findChild<QCheckBox*>()->setChecked(true);
    dialog.tossFurigoma(seed);

    const FurigomaResult expected = shogi::furigoma(seed);
    QVERIFY(dialog.furigomaView()->result().has_value());
    QCOMPARE(dialog.furigomaView()->result()->tokinUp, expected.tokinUp);
    const GameSetup s = dialog.setup();
    QCOMPARE(s.blackName, expected.seniorPlaysBlack ? QStringLiteral("Senior") : QStringLiteral("Junior"));
    QCOMPARE(s.whiteName, expected.seniorPlaysBlack ? QStringLiteral("Junior") : QStringLiteral("Senior"));
}

void TestNewGameDialog::startNeedsATossUnderFurigoma() {
    NewGameDialog dialog(GameSetup{});
    QPushButton* start = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(start->isEnabled());
    dialog.findChild<QCheckBox*>()->setChecked(true);
    QVERIFY(!start->isEnabled());
    dialog.tossFurigoma(7);
    QVERIFY(start->isEnabled());
}

void TestNewGameDialog::everyHandicapIsOffered() {
    NewGameDialog dialog(GameSetup{});
    QComboBox* handicaps = comboShowing(dialog, ShogiTerms::handicapName("lance"));
    QVERIFY(handicaps);
    QCOMPARE(handicaps->count(), int(Handicap::all().size()));
    for (const Handicap& h : Handicap::all()) {
        const int row = handicaps->findData(QString::fromLatin1(h.id.data(), qsizetype(h.id.size())));
        QVERIFY2(row >= 0, h.id.data());
        QVERIFY(!handicaps->itemText(row).isEmpty());
    }
}

void TestNewGameDialog::handicapNamesInJapaneseAreTheKifNames() {
    LanguageManager languages;
    QVERIFY(languages.apply(QStringLiteral("ja")));
    for (const Handicap& h : Handicap::all())
        QCOMPARE(ShogiTerms::handicapName(h.id),
                 QString::fromUtf8(h.kifName.data(), qsizetype(h.kifName.size())));
}

void TestNewGameDialog::handicapsOnlyOnTheStandardBoard() {
    GameSetup initial;
    initial.handicapId = QStringLiteral("bishop");
    NewGameDialog dialog(initial);
    QCOMPARE(dialog.setup().handicapId, QStringLiteral("bishop"));
    QVERIFY(dialog.setup().isHandicap());
    QComboBox* variants = comboShowing(dialog, ShogiTerms::variantName(VariantKind::Minishogi));
    variants->setCurrentIndex(variants->findData(int(VariantKind::Minishogi)));
    QCOMPARE(dialog.setup().variant, VariantKind::Minishogi);
    QCOMPARE(dialog.setup().handicapId, QStringLiteral("even"));
    QVERIFY(!dialog.setup().isHandicap());
}

void TestNewGameDialog::setupRoundTrip() {
    GameSetup initial;
    initial.blackName = QStringLiteral("Ana");
    initial.whiteName = QStringLiteral("Bruno");
    initial.timeControl = TimeControl::byoyomi(60 * 60'000, 60'000);
    initial.policy = IllegalMovePolicy::Tournament;
    initial.impasseRule = ImpasseRule::Points24;
    const GameSetup s = NewGameDialog(initial).setup();
    QCOMPARE(s.blackName, initial.blackName);
    QCOMPARE(s.whiteName, initial.whiteName);
    QVERIFY(s.timeControl == initial.timeControl);
    QCOMPARE(s.policy, initial.policy);
    QCOMPARE(s.impasseRule, initial.impasseRule);
}

// Rows shown and hidden again (the furigoma, a clock's fields): the dialog is back to its size, every group
// as tall as its visible rows.
void TestNewGameDialog::hiddenRowsLeaveNoBlankBands() {
    NewGameDialog dialog(GameSetup{});
    dialog.show();
    QCoreApplication::processEvents();
    const QSize plain = dialog.size();
    QCheckBox* furigoma = dialog.findChild<QCheckBox*>();
    QComboBox* clock = comboShowing(dialog, QStringLiteral("Sudden death"));
    furigoma->setChecked(true);
    dialog.tossFurigoma(7);
    clock->setCurrentIndex(clock->findData(int(TimeControl::Kind::Byoyomi)));
    QCoreApplication::processEvents();
    QTRY_VERIFY(dialog.height() > plain.height()); // the fields scroll area passes the new size up
    furigoma->setChecked(false);
    clock->setCurrentIndex(clock->findData(int(TimeControl::Kind::None)));
    QCoreApplication::processEvents();
    QTRY_COMPARE(dialog.size(), plain);
    for (const QGroupBox* group : dialog.findChildren<QGroupBox*>())
        QCOMPARE(group->height(), group->sizeHint().height());
}

QTEST_MAIN(TestNewGameDialog)
#include "tst_gui_newgame.moc"
