#include "play/EngineCatalog.h"

#include "play/UsiClient.h"
#include "usi/EngineLaunch.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>
#include <memory>

namespace usi = shogi::usi;

namespace {

const QString kList = QStringLiteral("engines/list");
const QString kDetected = QStringLiteral("engines/detected");

// Debian's engines, where Debian installs them.
const QStringList kInstalled = {QStringLiteral("/usr/games/gpsusi"),
                                QStringLiteral("/usr/games/fairy-stockfish")};

QString fileName(const QString& program) {
    return QFileInfo(program).fileName();
}

} // namespace

EngineCatalog::EngineCatalog(QSettings* store, QObject* parent) : QObject(parent), m_store(store) {
    load();
    ensureBuiltin();
    if (!m_store->value(kDetected).toBool()) {
        m_store->setValue(kDetected, true);
        detect();
    } else if (builtin().options.empty()) {
        probeBuiltin(); // never read (it was not there then): read it now
    }
}

QString EngineCatalog::builtinProgram() {
    const QString beside =
        QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("shogiban-engine"));
    if (QFileInfo(beside).isExecutable()) return beside;
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("shogiban-engine"));
    return onPath.isEmpty() ? beside : onPath;
}

QStringList EngineCatalog::knownEngineNames() {
    return {QStringLiteral("gpsusi"),     QStringLiteral("fairy-stockfish"),  QStringLiteral("YaneuraOu"),
            QStringLiteral("yaneuraou"),  QStringLiteral("YaneuraOu-by-gcc"), QStringLiteral("apery"),
            QStringLiteral("gikou"),      QStringLiteral("lesserkai"),        QStringLiteral("suisho"),
            QStringLiteral("dlshogi_usi")};
}

QStringList EngineCatalog::environmentFor(const QString& program) {
    if (fileName(program) != QLatin1String("gpsusi")) return {};
    // gpsusi saves every option it is sent into gpsusi.conf in its home (by default the shared data
    // directory, not writable): a home of its own, with the shared data linked into it.
    const QString home =
        QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/gpsshogi");
    QDir().mkpath(home);
    const QString data = QStringLiteral("/usr/share/gpsshogi-data/data");
    const QString link = home + QStringLiteral("/data");
    if (QFileInfo(data).isDir() && !QFileInfo::exists(link)) QFile::link(data, link);
    return {QStringLiteral("GPSSHOGI_HOME=") + home};
}

void EngineCatalog::prepareRun(const EngineEntry& entry) {
    const QString key = QStringLiteral("GPSSHOGI_HOME=");
    for (const QString& pair : entry.environment)
        if (pair.startsWith(key)) QFile::remove(pair.mid(key.size()) + QStringLiteral("/gpsusi.conf"));
}

const EngineEntry* EngineCatalog::find(const QString& id) const {
    for (const EngineEntry& e : m_entries)
        if (e.id == id) return &e;
    return nullptr;
}

EngineEntry* EngineCatalog::findMutable(const QString& id) {
    return const_cast<EngineEntry*>(find(id));
}

const EngineEntry& EngineCatalog::builtin() const {
    return *find(EngineEntry::builtinId()); // ensureBuiltin() keeps it there
}

std::vector<const EngineEntry*> EngineCatalog::forVariant(shogi::VariantKind kind) const {
    std::vector<const EngineEntry*> out;
    for (const EngineEntry& e : m_entries)
        if (e.canPlay(kind)) out.push_back(&e);
    return out;
}

void EngineCatalog::ensureBuiltin() {
    EngineEntry* b = findMutable(EngineEntry::builtinId());
    if (!b) {
        EngineEntry entry;
        entry.id = EngineEntry::builtinId();
        entry.displayName = QStringLiteral("Shogiban");
        m_entries.insert(m_entries.begin(), entry);
        b = &m_entries.front();
    }
    b->program = builtinProgram(); // wherever this run of the application is
}

QString EngineCatalog::newId() const {
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QString EngineCatalog::uniqueName(const QString& name) const {
    const auto taken = [this](const QString& n) {
        return std::any_of(m_entries.begin(), m_entries.end(),
                           [&](const EngineEntry& e) { return e.displayName == n; });
    };
    if (!taken(name)) return name;
    for (int i = 2;; ++i)
        if (const QString n = QStringLiteral("%1 (%2)").arg(name).arg(i); !taken(n)) return n;
}

void EngineCatalog::probe(const QString& program, const QStringList& arguments,
                          const QStringList& environment, std::function<void(EngineEntry)> done) {
    ++m_probes;
    auto* client = new UsiClient(this);
    auto entry = std::make_shared<EngineEntry>();
    entry->program = program;
    entry->arguments = arguments;
    entry->environment = environment;
    connect(client, &UsiClient::identified, this,
            [client, entry](const QString& name, const QString& author,
                            const std::vector<usi::EngineOption>& options) {
                entry->engineName = name;
                entry->engineAuthor = author;
                entry->options = options;
                client->quit();
            });
    connect(client, &UsiClient::finished, this, [this, client, entry, done] {
        client->deleteLater();
        done(*entry);
        probeFinished();
    });
    connect(client, &UsiClient::failed, this,
            [this, client, program](const QString& reason, const QStringList& lines) {
                client->deleteLater();
                emit addFailed(program, reason, lines);
                probeFinished();
            });
    client->launch(program, arguments, environment);
    client->start();
}

void EngineCatalog::probeFinished() {
    if (--m_probes == 0 && m_detecting) {
        m_detecting = false;
        emit detectionFinished();
    }
}

void EngineCatalog::add(const QString& program, const QStringList& arguments) {
    std::string error;
    const QString path = usi::resolveEngineProgram(program, &error);
    if (path.isEmpty()) {
        emit addFailed(program, tr("There is no engine program at %1.").arg(program), {});
        return;
    }
    EngineEntry run;
    run.environment = environmentFor(path);
    prepareRun(run);
    probe(path, arguments, run.environment, [this](EngineEntry entry) {
        entry.id = newId();
        entry.displayName =
            uniqueName(entry.engineName.isEmpty() ? fileName(entry.program) : entry.engineName);
        m_entries.push_back(entry);
        save();
        emit changed();
        emit added(entry.id);
    });
}

void EngineCatalog::probeBuiltin() {
    if (!QFileInfo(builtin().program).isExecutable()) return;
    probe(builtin().program, {}, {}, [this](EngineEntry read) {
        EngineEntry& b = *findMutable(EngineEntry::builtinId());
        b.engineName = read.engineName;
        b.engineAuthor = read.engineAuthor;
        b.options = read.options;
        save();
        emit changed();
    });
}

void EngineCatalog::detect() {
    m_detecting = true;
    ++m_probes; // held until every probe has been started, so a quick one cannot end the detection early
    probeBuiltin();
    QStringList candidates;
    for (const QString& path : kInstalled)
        if (QFileInfo(path).isExecutable()) candidates << path;
    for (const QString& name : knownEngineNames())
        if (const QString path = QStandardPaths::findExecutable(name); !path.isEmpty())
            candidates << QFileInfo(path).canonicalFilePath();
    candidates.removeDuplicates();
    for (const QString& path : candidates) {
        const bool known = std::any_of(m_entries.begin(), m_entries.end(), [&](const EngineEntry& e) {
            return QFileInfo(e.program).canonicalFilePath() == QFileInfo(path).canonicalFilePath();
        });
        if (!known) add(path);
    }
    probeFinished();
}

bool EngineCatalog::remove(const QString& id) {
    if (id == EngineEntry::builtinId()) return false;
    const auto it =
        std::find_if(m_entries.begin(), m_entries.end(), [&](const EngineEntry& e) { return e.id == id; });
    if (it == m_entries.end()) return false;
    m_entries.erase(it);
    save();
    emit changed();
    return true;
}

QString EngineCatalog::duplicate(const QString& id) {
    const EngineEntry* original = find(id);
    if (!original) return {};
    EngineEntry copy = *original;
    copy.id = newId();
    copy.displayName = uniqueName(original->displayName);
    m_entries.push_back(copy);
    save();
    emit changed();
    return copy.id;
}

bool EngineCatalog::update(const EngineEntry& entry) {
    EngineEntry* stored = findMutable(entry.id);
    if (!stored) return false;
    *stored = entry;
    if (stored->isBuiltin()) stored->program = builtinProgram();
    save();
    emit changed();
    return true;
}

bool EngineCatalog::resetOptions(const QString& id) {
    EngineEntry* stored = findMutable(id);
    if (!stored) return false;
    stored->values.clear();
    save();
    emit changed();
    return true;
}

void EngineCatalog::load() {
    m_entries.clear();
    const int n = m_store->beginReadArray(kList);
    for (int i = 0; i < n; ++i) {
        m_store->setArrayIndex(i);
        EngineEntry e;
        e.id = m_store->value(QStringLiteral("id")).toString();
        if (e.id.isEmpty() || find(e.id)) continue;
        e.displayName = m_store->value(QStringLiteral("name")).toString();
        e.program = m_store->value(QStringLiteral("program")).toString();
        e.arguments = m_store->value(QStringLiteral("arguments")).toStringList();
        e.environment = m_store->value(QStringLiteral("environment")).toStringList();
        e.engineName = m_store->value(QStringLiteral("engineName")).toString();
        e.engineAuthor = m_store->value(QStringLiteral("engineAuthor")).toString();
        // The options in the engine's own words, read back by the protocol's parser.
        for (const QString& line : m_store->value(QStringLiteral("options")).toStringList())
            if (auto option = usi::parseOption(line.toStdString())) e.options.push_back(*option);
        const QVariantMap values = m_store->value(QStringLiteral("values")).toMap();
        for (auto it = values.begin(); it != values.end(); ++it)
            e.values.insert(it.key(), it.value().toString());
        m_entries.push_back(e);
    }
    m_store->endArray();
}

void EngineCatalog::save() {
    m_store->remove(kList);
    m_store->beginWriteArray(kList, int(m_entries.size()));
    for (int i = 0; i < int(m_entries.size()); ++i) {
        const EngineEntry& e = m_entries[std::size_t(i)];
        m_store->setArrayIndex(i);
        m_store->setValue(QStringLiteral("id"), e.id);
        m_store->setValue(QStringLiteral("name"), e.displayName);
        m_store->setValue(QStringLiteral("program"), e.program);
        m_store->setValue(QStringLiteral("arguments"), e.arguments);
        m_store->setValue(QStringLiteral("environment"), e.environment);
        m_store->setValue(QStringLiteral("engineName"), e.engineName);
        m_store->setValue(QStringLiteral("engineAuthor"), e.engineAuthor);
        QStringList lines;
        for (const usi::EngineOption& o : e.options)
            lines << QString::fromStdString(optionLine(o));
        m_store->setValue(QStringLiteral("options"), lines);
        QVariantMap values;
        for (auto it = e.values.begin(); it != e.values.end(); ++it)
            values.insert(it.key(), it.value());
        m_store->setValue(QStringLiteral("values"), values);
    }
    m_store->endArray();
}
