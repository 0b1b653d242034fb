#include "engine/MateTable.h"

#include <algorithm>
#include <bit>

namespace shogi::engine {

MateTable::MateTable(std::size_t megabytes) {
    m_buckets = std::bit_floor((std::max<std::size_t>(1, megabytes) << 20) / (sizeof(Entry) * Ways));
    m_entries.resize(m_buckets * Ways);
}

void MateTable::clear() {
    std::fill(m_entries.begin(), m_entries.end(), Entry{});
}

const MateTable::Entry* MateTable::find(std::uint64_t key) const {
    const Entry* b = &m_entries[(key & (m_buckets - 1)) * Ways];
    for (std::size_t i = 0; i < Ways; ++i)
        if (b[i].key == key) return &b[i];
    return nullptr;
}

MateTable::Entry& MateTable::slot(std::uint64_t key) {
    if (const Entry* e = find(key)) return const_cast<Entry&>(*e);
    // The entry that cost least to find is the cheapest to find again.
    Entry* b = &m_entries[(key & (m_buckets - 1)) * Ways];
    Entry& victim =
        *std::min_element(b, b + Ways, [](const Entry& x, const Entry& y) { return x.work < y.work; });
    victim = Entry{};
    victim.key = key;
    return victim;
}

bool MateTable::probe(std::uint64_t key, std::uint64_t openKey, int limit, MateNumbers& out) const {
    const Entry* e = find(key);
    if (e && e->proven >= 0 && e->proven <= limit)
        out = {0, Infinite, e->proven};
    else if (e && e->disproven >= limit)
        out = {Infinite, 0, e->disproven};
    else if (const Entry* open = openKey == key ? e : find(openKey))
        out = {open->pn, open->dn, 0};
    else
        return false;
    return true;
}

void MateTable::store(std::uint64_t key, std::uint64_t openKey, const MateNumbers& n, std::uint64_t work) {
    Entry& e = slot(n.pn == 0 || n.dn == 0 ? key : openKey);
    if (n.pn == 0) {
        if (e.proven < 0 || n.length < e.proven) e.proven = std::int16_t(n.length);
    } else if (n.dn == 0) {
        e.disproven = std::int16_t(std::max<int>(e.disproven, std::min(n.length, NoMate)));
    } else {
        e.pn = n.pn;
        e.dn = n.dn;
    }
    e.work = std::uint32_t(std::min<std::uint64_t>(std::uint64_t(e.work) + work, UINT32_MAX));
}

} // namespace shogi::engine
