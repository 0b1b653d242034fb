#include "gui/TournamentDialog.h"

#include "gui/TimeControlBox.h"
#include "match/RecordOpenings.h"
#include "play/EngineCatalog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

using namespace shogi;

namespace {

enum OpeningKind { BuiltinOpenings, OpeningFile, OpeningRecords };

// The option that sets an engine's strength, where it has one: Shogiban's Level, Fairy-Stockfish's
// Skill Level, YaneuraOu's SkillLevel.
const usi::EngineOption* levelOption(const EngineEntry& entry) {
    for (const char* name : {"Level", "Skill Level", "SkillLevel"})
        if (const auto* o = entry.findOption(QString::fromLatin1(name));
            o && o->type == usi::EngineOption::Type::Spin)
            return o;
    return nullptr;
}

QDoubleSpinBox* spin(double min, double max, double value, int decimals, double step) {
    auto* box = new QDoubleSpinBox;
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSingleStep(step);
    box->setValue(value);
    return box;
}

} // namespace

TournamentDialog::TournamentDialog(const EngineCatalog& engines, const QString& defaultFolder,
                                   QWidget* parent)
    : QDialog(parent), m_engines(engines), m_table(new QTableWidget(0, 2)), m_format(new QComboBox),
      m_games(new QSpinBox), m_variant(new QComboBox),
      m_time(new TimeControlBox(TimeControlBox::Scale::Engine)), m_openingKind(new QComboBox),
      m_openingPath(new QLineEdit), m_openingPlies(new QSpinBox), m_concurrency(new QSpinBox),
      m_maxPlies(new QSpinBox), m_sprt(new QGroupBox(tr("Stop when decided (SPRT, two engines)"))),
      m_elo0(spin(-1000, 1000, 0, 1, 1)), m_elo1(spin(-1000, 1000, 5, 1, 1)),
      m_alpha(spin(0.001, 0.499, 0.05, 3, 0.01)), m_beta(spin(0.001, 0.499, 0.05, 3, 0.01)),
      m_folder(new QLineEdit(defaultFolder)), m_summary(new QLabel) {
    setWindowTitle(tr("Engine Tournament"));
    m_table->setHorizontalHeaderLabels({tr("Engine"), tr("Level")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setMinimumHeight(150);
    auto* add = new QPushButton(tr("Add Engine"));
    auto* remove = new QPushButton(tr("Remove"));
    connect(add, &QPushButton::clicked, this, [this] { addRow(EngineEntry::builtinId(), 5); });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->rowCount() > 2 && m_table->currentRow() >= 0) m_table->removeRow(m_table->currentRow());
        updateEnabled();
    });
    auto* rowButtons = new QHBoxLayout;
    rowButtons->addWidget(add);
    rowButtons->addWidget(remove);
    rowButtons->addStretch();

    m_format->addItem(tr("Round robin: every engine plays every other"));
    m_format->addItem(tr("Gauntlet: the first engine plays each of the others"));
    m_games->setRange(1, 100000);
    m_games->setValue(10);
    m_variant->addItem(tr("Standard"), int(VariantKind::Standard));
    m_variant->addItem(tr("Minishogi"), int(VariantKind::Minishogi));
    m_variant->addItem(tr("Gorogoro"), int(VariantKind::Gorogoro));
    m_time->setTimeControl(TimeControl::byoyomi(0, 1000));

    m_openingKind->addItem(tr("Built-in list of common openings"));
    m_openingKind->addItem(tr("File of positions (SFEN or \"startpos moves …\" lines)"));
    m_openingKind->addItem(tr("Folder of records, cut at move N"));
    auto* browseOpenings = new QPushButton(tr("Choose…"));
    connect(browseOpenings, &QPushButton::clicked, this, &TournamentDialog::chooseOpenings);
    m_openingPlies->setRange(1, 200);
    m_openingPlies->setValue(16);
    auto* openingRow = new QHBoxLayout;
    openingRow->addWidget(m_openingPath, 1);
    openingRow->addWidget(browseOpenings);
    openingRow->addWidget(new QLabel(tr("Move N:")));
    openingRow->addWidget(m_openingPlies);

    m_concurrency->setRange(1, std::max(1, QThread::idealThreadCount()));
    m_maxPlies->setRange(10, 100000);
    m_maxPlies->setValue(512);

    m_sprt->setCheckable(true);
    m_sprt->setChecked(false);
    auto* sprtForm = new QHBoxLayout(m_sprt);
    for (auto [label, box] : {std::pair{tr("Elo 0:"), m_elo0},
                              {tr("Elo 1:"), m_elo1},
                              {tr("Alpha:"), m_alpha},
                              {tr("Beta:"), m_beta}}) {
        sprtForm->addWidget(new QLabel(label));
        sprtForm->addWidget(box);
    }

    auto* browseFolder = new QPushButton(tr("Choose…"));
    connect(browseFolder, &QPushButton::clicked, this, &TournamentDialog::chooseFolder);
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browseFolder);

    auto* form = new QFormLayout;
    form->addRow(tr("Format:"), m_format);
    form->addRow(tr("Games per pairing:"), m_games);
    form->addRow(tr("Board:"), m_variant);
    form->addRow(tr("Openings:"), m_openingKind);
    form->addRow(QString(), openingRow);
    form->addRow(tr("Games at once:"), m_concurrency);
    form->addRow(tr("Draw after (plies):"), m_maxPlies);
    form->addRow(tr("Save the games in:"), folderRow);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    auto* resumeButton = buttons->addButton(tr("Resume a Tournament…"), QDialogButtonBox::ActionRole);
    connect(resumeButton, &QPushButton::clicked, this, &TournamentDialog::resume);
    connect(buttons, &QDialogButtonBox::accepted, this, &TournamentDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &TournamentDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Engines (from the engine list; options are set in Engines…):")));
    layout->addWidget(m_table);
    layout->addLayout(rowButtons);
    layout->addLayout(form);
    layout->addWidget(m_time);
    layout->addWidget(m_sprt);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);

    connect(m_openingKind, &QComboBox::currentIndexChanged, this, &TournamentDialog::updateEnabled);
    connect(m_format, &QComboBox::currentIndexChanged, this, &TournamentDialog::updateEnabled);
    connect(m_games, &QSpinBox::valueChanged, this, &TournamentDialog::updateEnabled);
    const auto* other = engines.entries().size() > 1 ? &engines.entries()[1] : nullptr;
    addRow(EngineEntry::builtinId(), 3);
    addRow(other ? other->id : EngineEntry::builtinId(), 5);
    updateEnabled();
}

void TournamentDialog::addRow(const QString& id, int level) {
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto* engine = new QComboBox;
    for (const EngineEntry& e : m_engines.entries())
        engine->addItem(e.displayName, e.id);
    engine->setCurrentIndex(std::max(0, engine->findData(id)));
    auto* levelBox = new QSpinBox;
    m_table->setCellWidget(row, 0, engine);
    m_table->setCellWidget(row, 1, levelBox);
    connect(engine, &QComboBox::currentIndexChanged, this, [this, engine] {
        for (int r = 0; r < m_table->rowCount(); ++r)
            if (m_table->cellWidget(r, 0) == engine) engineChosen(r);
    });
    engineChosen(row);
    if (level > 0) levelBox->setValue(level);
    updateEnabled();
}

void TournamentDialog::engineChosen(int row) {
    auto* engine = static_cast<QComboBox*>(m_table->cellWidget(row, 0));
    auto* levelBox = static_cast<QSpinBox*>(m_table->cellWidget(row, 1));
    const EngineEntry* entry = m_engines.find(engine->currentData().toString());
    const usi::EngineOption* option = entry ? levelOption(*entry) : nullptr;
    levelBox->setEnabled(option);
    if (!option) {
        levelBox->setRange(0, 0);
        levelBox->setSpecialValueText(tr("—"));
        return;
    }
    levelBox->setSpecialValueText(QString());
    levelBox->setRange(int(option->min.value_or(0)), int(option->max.value_or(100)));
    levelBox->setValue(entry->value(QString::fromStdString(option->name)).toInt());
}

void TournamentDialog::updateEnabled() {
    const int kind = m_openingKind->currentIndex();
    m_openingPath->setEnabled(kind != BuiltinOpenings);
    m_openingPlies->setEnabled(kind == OpeningRecords);
    const int engines = m_table->rowCount();
    m_sprt->setEnabled(engines == 2);
    const bool gauntlet = m_format->currentIndex() == 1;
    const int pairs = gauntlet ? engines - 1 : engines * (engines - 1) / 2;
    m_summary->setText(tr("%n game(s) in all", nullptr, pairs * m_games->value()));
}

void TournamentDialog::chooseOpenings() {
    const QString path =
        m_openingKind->currentIndex() == OpeningRecords
            ? QFileDialog::getExistingDirectory(this, tr("Folder of Records"))
            : QFileDialog::getOpenFileName(this, tr("Openings"), QString(),
                                           tr("Opening lists (*.txt *.sfen *.epd);;All files (*)"));
    if (path.isEmpty()) return;
    m_openingPath->setText(path);
    if (m_openingKind->currentIndex() == BuiltinOpenings) m_openingKind->setCurrentIndex(OpeningFile);
}

void TournamentDialog::chooseFolder() {
    const QString path = QFileDialog::getExistingDirectory(this, tr("Save the Games in"), m_folder->text());
    if (!path.isEmpty()) m_folder->setText(path);
}

void TournamentDialog::setParticipants(const std::vector<std::pair<QString, int>>& rows) {
    m_table->setRowCount(0);
    for (const auto& [id, level] : rows)
        addRow(id, level);
}

void TournamentDialog::setGamesPerPairing(int games) {
    m_games->setValue(games);
}

void TournamentDialog::setFolder(const QString& folder) {
    m_folder->setText(folder);
}

void TournamentDialog::setTimeControl(const TimeControl& control) {
    m_time->setTimeControl(control);
}

void TournamentDialog::setConcurrency(int games) {
    m_concurrency->setValue(games);
}

void TournamentDialog::setMaxPlies(int plies) {
    m_maxPlies->setValue(plies);
}

std::optional<match::MatchSettings> TournamentDialog::readSettings(QString& error) const {
    match::MatchSettings s;
    s.variant = VariantKind(m_variant->currentData().toInt());
    s.format = m_format->currentIndex() == 1 ? match::TournamentFormat::Gauntlet
                                             : match::TournamentFormat::RoundRobin;
    s.games = m_games->value();
    s.timeControl = m_time->timeControl();
    if (s.timeControl.kind == TimeControl::Kind::None) {
        error = tr("Engines need a clock: choose a time control.");
        return std::nullopt;
    }
    s.concurrency = m_concurrency->value();
    s.maxPlies = m_maxPlies->value();
    s.engines.clear();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QString id = static_cast<QComboBox*>(m_table->cellWidget(row, 0))->currentData().toString();
        const auto* levelBox = static_cast<QSpinBox*>(m_table->cellWidget(row, 1));
        const EngineEntry* entry = m_engines.find(id);
        if (!entry) continue;
        if (!entry->canPlay(s.variant)) {
            error = tr("%1 cannot play this board.").arg(entry->displayName);
            return std::nullopt;
        }
        EngineCatalog::prepareRun(*entry);
        match::EngineSpec spec;
        spec.program = (entry->isBuiltin() ? EngineCatalog::builtinProgram() : entry->program).toStdString();
        for (const QString& a : entry->arguments)
            spec.arguments.push_back(a.toStdString());
        for (const QString& e : entry->environment)
            spec.environment.push_back(e.toStdString());
        spec.options = entry->startOptions(s.variant);
        QString name = entry->displayName;
        if (const usi::EngineOption* level = levelOption(*entry)) {
            std::erase_if(spec.options, [&](const auto& o) { return o.first == level->name; });
            spec.options.emplace_back(level->name, std::to_string(levelBox->value()));
            name = tr("%1 (level %2)").arg(name).arg(levelBox->value());
        }
        spec.name = name.toStdString();
        s.engines.push_back(std::move(spec));
    }
    if (s.engines.size() < 2) {
        error = tr("A tournament needs two engines or more.");
        return std::nullopt;
    }
    if (m_sprt->isChecked() && s.engines.size() == 2) {
        s.sprt = match::SprtSettings{m_elo0->value(), m_elo1->value(), m_alpha->value(), m_beta->value()};
        if (!(s.sprt->elo0 < s.sprt->elo1)) {
            error = tr("The SPRT needs Elo 0 below Elo 1.");
            return std::nullopt;
        }
    }
    const QString path = m_openingPath->text().trimmed();
    switch (m_openingKind->currentIndex()) {
    case OpeningFile: {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            error = tr("Cannot read the openings %1: %2").arg(path, file.errorString());
            return std::nullopt;
        }
        auto list = match::parseOpenings(file.readAll().toStdString(), s.variant);
        if (!list) {
            error = tr("The openings %1: %2").arg(path, QString::fromStdString(list.error().describe()));
            return std::nullopt;
        }
        s.openings = std::move(*list);
        break;
    }
    case OpeningRecords: {
        auto list = match::openingsFromRecords(path, m_openingPlies->value(), s.variant);
        if (!list) {
            error = QString::fromStdString(list.error().message);
            return std::nullopt;
        }
        s.openings = std::move(list->openings);
        break;
    }
    default:
        break;
    }
    return s;
}

void TournamentDialog::accept() {
    QString error;
    auto settings = readSettings(error);
    const QString folder = m_folder->text().trimmed();
    if (settings && folder.isEmpty()) error = tr("Choose a folder to save the games in.");
    if (settings && error.isEmpty() && QFile::exists(match::tournamentStatePath(folder)))
        error = tr("%1 holds a tournament already: resume it, or choose another folder.").arg(folder);
    if (settings && error.isEmpty() && !QDir().mkpath(folder))
        error = tr("Cannot create the folder %1.").arg(folder);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), error);
        return;
    }
    m_state = {std::move(*settings), {}};
    m_folderPath = folder;
    QDialog::accept();
}

void TournamentDialog::resume() {
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Resume a Tournament"), m_folder->text());
    if (folder.isEmpty()) return;
    auto state = match::loadTournamentState(folder);
    if (!state) {
        QMessageBox::warning(this, windowTitle(), QString::fromStdString(state.error().message));
        return;
    }
    m_state = std::move(*state);
    m_folderPath = folder;
    QDialog::accept();
}
