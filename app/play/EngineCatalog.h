#pragma once
// The user's engines, kept in QSettings: Shogiban's own engine (always there) and every USI engine the user
// added or that was found installed. Adding an engine runs it once - "usi", its name, author and options,
// then "quit" - without waiting for it: added() or addFailed() tells how it went. At the very first use the
// catalog looks for engines by itself: shogiban-engine beside the application, Debian's /usr/games/gpsusi
// and /usr/games/fairy-stockfish, and engines of well-known names on PATH.
#include "play/EngineEntry.h"

#include <QObject>

#include <functional>
#include <vector>

class QSettings;

class EngineCatalog : public QObject {
    Q_OBJECT
public:
    // store: where the entries are kept (not owned): the user's settings, or a test's file.
    explicit EngineCatalog(QSettings* store, QObject* parent = nullptr);

    const std::vector<EngineEntry>& entries() const { return m_entries; }
    const EngineEntry* find(const QString& id) const;
    // Shogiban's own engine; its options are known once it has been run (at the first use).
    const EngineEntry& builtin() const;
    // The engines that can play `kind`, the built-in first.
    std::vector<const EngineEntry*> forVariant(shogi::VariantKind kind) const;

    // Runs `program` to read its name and options, then adds it: added(id) or addFailed(...).
    void add(const QString& program, const QStringList& arguments = {});
    bool remove(const QString& id);        // not the built-in
    QString duplicate(const QString& id);  // the copy's id; empty when there is no such entry
    bool update(const EngineEntry& entry); // by id
    bool resetOptions(const QString& id);  // the engine's defaults again
    // Looks for the engines installed and adds those not in the catalog yet (the first use does it).
    void detect();
    // Probes under way (adding or detecting).
    bool isBusy() const { return m_probes > 0; }

    // Readies what `entry`'s program keeps between runs for a new run. gpsusi saves every option it is sent
    // in gpsusi.conf in its home and takes it as its default the next time: the file is removed, so that
    // gpsusi starts from its own defaults, the ones the catalog read, and gets the user's values sent.
    static void prepareRun(const EngineEntry& entry);
    // Where shogiban-engine is: beside the running program (build/bin, or the install's bindir).
    static QString builtinProgram();
    // Names of USI engines looked for on PATH.
    static QStringList knownEngineNames();

signals:
    void changed();
    void added(const QString& id);
    void addFailed(const QString& program, const QString& reason, const QStringList& lastLines);
    void detectionFinished();

private:
    // Runs the program and calls `done` with what it said; addFailed() when it could not be read.
    void probe(const QString& program, const QStringList& arguments, const QStringList& environment,
               std::function<void(EngineEntry)> done);
    void probeFinished();
    // Reads the built-in engine's name and options into its entry.
    void probeBuiltin();
    // What `program` needs in its environment (gpsusi: a writable home of its own).
    static QStringList environmentFor(const QString& program);
    EngineEntry* findMutable(const QString& id);
    QString newId() const;
    QString uniqueName(const QString& name) const;
    void ensureBuiltin();
    void load();
    void save();

    QSettings* m_store;
    std::vector<EngineEntry> m_entries;
    int m_probes = 0;
    bool m_detecting = false;
};
