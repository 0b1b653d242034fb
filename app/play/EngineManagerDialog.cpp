#include "play/EngineManagerDialog.h"

#include "play/EngineCatalog.h"
#include "play/OptionEditor.h"
#include "play/ScreenFit.h"
#include "game/ShogiTerms.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace {

QString canonical(const QString& program) {
    const QString c = QFileInfo(program).canonicalFilePath();
    return c.isEmpty() ? program : c;
}

// The arguments as QProcess::splitCommand reads them back: quoted where they hold spaces or quotes.
QString joinArguments(const QStringList& arguments) {
    QStringList out;
    for (QString a : arguments) {
        if (a.isEmpty() || a.contains(QLatin1Char(' ')) || a.contains(QLatin1Char('"')))
            a = QLatin1Char('"') + a.replace(QLatin1String("\""), QLatin1String("\"\"\"")) + QLatin1Char('"');
        out << a;
    }
    return out.join(QLatin1Char(' '));
}

// How many of the engine's last lines a refusal shows; the rest are in the details.
constexpr int ShownLines = 8;

} // namespace

bool EngineManagerDialog::managedByApplication(const EngineEntry& entry, const QString& optionName) {
    return optionName == QLatin1String("USI_Variant") || optionName == QLatin1String("UCI_Variant") ||
           optionName == QLatin1String("MultiPV") ||
           (entry.isBuiltin() && optionName == QLatin1String("Level"));
}

EngineManagerDialog::EngineManagerDialog(EngineCatalog& catalog, const UserPrompts& prompts, QWidget* parent)
    : QDialog(parent), m_catalog(catalog), m_prompts(prompts), m_list(new QListWidget),
      m_add(new QPushButton(tr("&Add…"))), m_duplicate(new QPushButton(tr("&Duplicate"))),
      m_remove(new QPushButton(tr("&Remove"))), m_progressRow(new QWidget), m_progressText(new QLabel),
      m_progress(new QProgressBar), m_cancelAdd(new QPushButton(tr("Cancel"))), m_details(new QWidget),
      m_name(new QLineEdit), m_program(new QLabel), m_arguments(new QLineEdit), m_about(new QLabel),
      m_boards(new QLabel), m_options(new OptionEditor) {
    m_options->setButtonsActive(false); // no engine runs here to press them on
    setWindowTitle(tr("Engines"));
    setObjectName(QStringLiteral("engineManager"));
    m_list->setObjectName(QStringLiteral("engineList"));
    // Engines give long names ("gpsshogi (smp) vm r3033 wordsize 64 ..."): elided, whole in the tooltip.
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setTextElideMode(Qt::ElideRight);
    m_add->setObjectName(QStringLiteral("addEngine"));
    m_duplicate->setObjectName(QStringLiteral("duplicateEngine"));
    m_remove->setObjectName(QStringLiteral("removeEngine"));
    m_cancelAdd->setObjectName(QStringLiteral("cancelAdd"));
    m_progressRow->setObjectName(QStringLiteral("addProgress"));
    m_name->setObjectName(QStringLiteral("engineName"));
    m_arguments->setObjectName(QStringLiteral("engineArguments"));
    m_options->setObjectName(QStringLiteral("engineOptions"));

    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_list);
    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(m_add);
    listButtons->addWidget(m_duplicate);
    listButtons->addWidget(m_remove);
    leftLayout->addLayout(listButtons);

    m_program->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_program->setWordWrap(true);
    m_about->setWordWrap(true);
    m_boards->setWordWrap(true);
    m_arguments->setPlaceholderText(tr("none"));
    auto* form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Program:"), m_program);
    form->addRow(tr("Arguments:"), m_arguments);
    form->addRow(tr("Engine:"), m_about);
    form->addRow(tr("Boards:"), m_boards);
    auto* detailsLayout = new QVBoxLayout(m_details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addLayout(form);
    auto* optionsTitle = new QLabel(tr("Options"));
    QFont bold = optionsTitle->font();
    bold.setBold(true);
    optionsTitle->setFont(bold);
    detailsLayout->addWidget(optionsTitle);
    detailsLayout->addWidget(m_options, 1);

    auto* splitter = new QSplitter;
    splitter->addWidget(left);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({230, 590});

    m_progress->setRange(0, 0); // busy: an engine says nothing about how far it is
    m_progress->setMaximumWidth(160);
    auto* progressLayout = new QHBoxLayout(m_progressRow);
    progressLayout->setContentsMargins(0, 0, 0, 0);
    progressLayout->addWidget(m_progressText, 1);
    progressLayout->addWidget(m_progress);
    progressLayout->addWidget(m_cancelAdd);
    m_progressRow->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->button(QDialogButtonBox::Close)->setText(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_progressRow);
    layout->addWidget(buttons);
    ScreenFit::fitWindow(*this, QSize(820, 560));

    connect(m_list, &QListWidget::currentRowChanged, this, &EngineManagerDialog::showSelected);
    connect(m_add, &QPushButton::clicked, this, &EngineManagerDialog::chooseProgram);
    connect(m_duplicate, &QPushButton::clicked, this, &EngineManagerDialog::duplicateSelected);
    connect(m_remove, &QPushButton::clicked, this, &EngineManagerDialog::removeSelected);
    connect(m_cancelAdd, &QPushButton::clicked, this, [this] {
        m_cancelled = m_pending;
        finishAdding();
    });
    connect(m_name, &QLineEdit::editingFinished, this, &EngineManagerDialog::saveName);
    connect(m_arguments, &QLineEdit::editingFinished, this, &EngineManagerDialog::saveArguments);
    connect(m_options, &OptionEditor::edited, this, &EngineManagerDialog::saveOptions);
    connect(&m_catalog, &EngineCatalog::changed, this, &EngineManagerDialog::onCatalogChanged);
    connect(&m_catalog, &EngineCatalog::added, this, &EngineManagerDialog::onAdded);
    connect(&m_catalog, &EngineCatalog::addFailed, this, &EngineManagerDialog::onAddFailed);

    rebuildList();
    showSelected();
}

QString EngineManagerDialog::selectedId() const {
    const QListWidgetItem* item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

void EngineManagerDialog::selectEngine(const QString& id) {
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(Qt::UserRole).toString() == id) m_list->setCurrentRow(i);
}

void EngineManagerDialog::rebuildList() {
    const QString selected = selectedId();
    const QSignalBlocker quiet(m_list);
    m_list->clear();
    for (const EngineEntry& e : m_catalog.entries()) {
        auto* item =
            new QListWidgetItem(e.isBuiltin() ? tr("%1 (built-in)").arg(e.displayName) : e.displayName);
        item->setData(Qt::UserRole, e.id);
        item->setToolTip(e.displayName + QLatin1Char('\n') + e.program);
        m_list->addItem(item);
    }
    selectEngine(selected);
    if (!m_list->currentItem() && m_list->count() > 0) m_list->setCurrentRow(0);
}

void EngineManagerDialog::onCatalogChanged() {
    if (m_storing) {
        // Only the names may have changed; the editors already show what was stored.
        for (int i = 0; i < m_list->count(); ++i)
            if (const EngineEntry* e = m_catalog.find(m_list->item(i)->data(Qt::UserRole).toString()))
                m_list->item(i)->setText(e->isBuiltin() ? tr("%1 (built-in)").arg(e->displayName)
                                                        : e->displayName);
        return;
    }
    rebuildList();
    m_shownId.clear(); // what the engine declared may have changed (the built-in read at the first use)
    showSelected();
}

void EngineManagerDialog::showSelected() {
    const EngineEntry* e = m_catalog.find(selectedId());
    m_duplicate->setEnabled(e);
    m_remove->setEnabled(e && !e->isBuiltin());
    m_details->setEnabled(e);
    if (!e || e->id == m_shownId) return;
    m_shownId = e->id;
    m_name->setText(e->displayName);
    m_program->setText(e->program);
    m_arguments->setText(joinArguments(e->arguments));
    m_arguments->setEnabled(!e->isBuiltin()); // Shogiban's engine takes none
    const QString engineName = e->engineName.isEmpty() ? tr("not read yet") : e->engineName;
    m_about->setText(e->engineAuthor.isEmpty() ? engineName
                                               : tr("%1 by %2").arg(engineName, e->engineAuthor));
    QStringList boards;
    for (shogi::VariantKind kind : e->variants())
        boards << ShogiTerms::variantName(kind);
    m_boards->setText(boards.join(QStringLiteral(", ")));
    std::vector<shogi::usi::EngineOption> shown;
    std::copy_if(e->options.begin(), e->options.end(), std::back_inserter(shown),
                 [e](const auto& o) { return !managedByApplication(*e, QString::fromStdString(o.name)); });
    m_options->setOptions(shown, e->values);
}

void EngineManagerDialog::store(const EngineEntry& entry) {
    m_storing = true;
    m_catalog.update(entry);
    m_storing = false;
}

void EngineManagerDialog::saveName() {
    const EngineEntry* e = m_catalog.find(m_shownId);
    if (!e) return;
    const QString name = m_name->text().trimmed();
    if (name.isEmpty()) { // an engine without a name could not be told apart in the lists
        m_name->setText(e->displayName);
        return;
    }
    if (name == e->displayName) return;
    EngineEntry changed = *e;
    changed.displayName = name;
    store(changed);
}

void EngineManagerDialog::saveArguments() {
    const EngineEntry* e = m_catalog.find(m_shownId);
    if (!e || e->isBuiltin()) return;
    const QStringList arguments = QProcess::splitCommand(m_arguments->text());
    if (arguments == e->arguments) return;
    EngineEntry changed = *e;
    changed.arguments = arguments;
    store(changed);
}

void EngineManagerDialog::saveOptions() {
    const EngineEntry* e = m_catalog.find(m_shownId);
    if (!e) return;
    EngineEntry changed = *e;
    // The values of the options not shown here stay as they are.
    QMap<QString, QString> values = m_options->values();
    for (auto it = e->values.begin(); it != e->values.end(); ++it)
        if (managedByApplication(*e, it.key())) values.insert(it.key(), it.value());
    if (values == e->values) return;
    changed.values = values;
    store(changed);
}

void EngineManagerDialog::chooseProgram() {
    const QString program = m_prompts.openFile(this, tr("Add a USI Engine"), QStringLiteral("/usr/games"),
                                               tr("All files (*)"), nullptr);
    if (!program.isEmpty()) addProgram(program);
}

void EngineManagerDialog::addProgram(const QString& program) {
    m_pending = program;
    m_cancelled.clear();
    m_progressText->setText(
        tr("Starting %1 to read its name and options…").arg(QFileInfo(program).fileName()));
    m_progressRow->show();
    m_add->setEnabled(false);
    m_catalog.add(program); // may refuse at once (no such program): onAddFailed has then been called
}

bool EngineManagerDialog::pendingIs(const QString& program) const {
    return !m_pending.isEmpty() && (program == m_pending || canonical(program) == canonical(m_pending));
}

void EngineManagerDialog::finishAdding() {
    m_pending.clear();
    m_progressRow->hide();
    m_add->setEnabled(true);
}

void EngineManagerDialog::onAdded(const QString& id) {
    const EngineEntry* e = m_catalog.find(id);
    if (!e) return;
    if (!m_cancelled.isEmpty() && canonical(e->program) == canonical(m_cancelled)) {
        m_cancelled.clear();
        m_catalog.remove(id); // the user no longer wanted it
        return;
    }
    if (!pendingIs(e->program)) return; // found by the catalog's own detection
    finishAdding();
    selectEngine(id);
}

void EngineManagerDialog::onAddFailed(const QString& program, const QString& reason,
                                      const QStringList& lastLines) {
    if (!m_cancelled.isEmpty() && canonical(program) == canonical(m_cancelled)) {
        m_cancelled.clear();
        return;
    }
    if (!pendingIs(program)) return;
    finishAdding();
    QMessageBox box(QMessageBox::Warning, tr("Engines"),
                    tr("%1 could not be added as a USI engine.").arg(QFileInfo(program).fileName()),
                    QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("addFailedBox"));
    QString text = reason;
    if (!lastLines.isEmpty())
        text += QStringLiteral("\n\n") + tr("Its last output:") + QLatin1Char('\n') +
                lastLines.mid(std::max<qsizetype>(0, lastLines.size() - ShownLines)).join(QLatin1Char('\n'));
    box.setInformativeText(text);
    if (lastLines.size() > ShownLines) box.setDetailedText(lastLines.join(QLatin1Char('\n')));
    box.button(QMessageBox::Ok)->setText(tr("OK"));
    m_prompts.ask(box);
}

void EngineManagerDialog::duplicateSelected() {
    const QString copy = m_catalog.duplicate(selectedId());
    if (copy.isEmpty()) return;
    selectEngine(copy);
    m_name->setFocus();
    m_name->selectAll();
}

void EngineManagerDialog::removeSelected() {
    const EngineEntry* e = m_catalog.find(selectedId());
    if (!e || e->isBuiltin()) return;
    QMessageBox box(
        QMessageBox::Question, tr("Remove Engine"),
        tr("Remove “%1” from the engines? The program itself stays installed.").arg(e->displayName),
        QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("removeEngineBox"));
    QPushButton* yes = box.addButton(tr("Remove"), QMessageBox::AcceptRole);
    box.setDefaultButton(box.addButton(tr("Cancel"), QMessageBox::RejectRole));
    if (m_prompts.ask(box) != yes) return;
    m_catalog.remove(e->id);
}
