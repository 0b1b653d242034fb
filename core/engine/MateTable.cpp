#include "engine/MateTable.h"

#include <algorithm>

namespace shogi::engine {

MateTable::MateTable(std::size_t megabytes) {
    m_buckets =
        std::max<std::size_t>(1, (std::max<std::size_t>(1, megabytes) << 20) / (sizeof(Entry) * Ways));
    m_entries.resize(m_buckets * Ways);
}

// A new generation leaves the old entries in place, dead: a solve of a short mate does not pay for wiping the
// whole table. Only when the generation counter wraps is it wiped.
void MateTable::clear() {
    if (++m_generation == 0) {
        std::fill(m_entries.begin(), m_entries.end(), Entry{});
        m_generation = 1;
    }
}

// A dead entry first, else the one that cost least to find: it is the cheapest to find again. A verdict counts
// as VerdictBonus nodes more than it cost (KomoringHeights' bonus for final entries): open numbers are only
// estimates, and a proof lost from the line being read back has to be proven again (将棋無双 10 with a 1 MB table
// and 2 M nodes: 19 plies, the published length, where it was 27).
MateTable::Entry& MateTable::victim(Entry* b) const {
    const auto worth = [](const Entry& e) {
        return std::uint64_t(e.work) + (e.kind == Kind::Open ? 0 : VerdictBonus);
    };
    return *std::min_element(b, b + Ways, [&](const Entry& x, const Entry& y) {
        return !live(x) ? live(y) : live(y) && worth(x) < worth(y);
    });
}

bool MateTable::probe(const Key& key, int limit, MateNumbers& out) const {
    const Entry* b = bucket(key.board);
    const Entry* proof = nullptr;
    const Entry* disproof = nullptr;
    for (std::size_t i = 0; i < Ways; ++i) {
        const Entry& e = b[i];
        if (e.key != key.board || !live(e)) continue;
        if (e.kind == Kind::Proof && e.length <= limit && (!proof || e.length < proof->length) &&
            e.hands().provenFor(key.attacker, key.defender))
            proof = &e;
        else if (e.kind == Kind::Disproof && e.length >= limit &&
                 (!disproof || e.length > disproof->length) &&
                 e.hands().disprovenFor(key.attacker, key.defender))
            disproof = &e;
    }
    if (proof) {
        out = {0, Infinite, proof->length, proof->hands()};
        return true;
    }
    if (disproof) {
        out = {Infinite, 0, disproof->length, disproof->hands()};
        return true;
    }
    return probeOpen(key.open, out);
}

bool MateTable::probeOpen(std::uint64_t open, MateNumbers& out) const {
    const Entry* o = bucket(open);
    for (std::size_t i = 0; i < Ways; ++i)
        if (o[i].kind == Kind::Open && o[i].key == open && live(o[i])) {
            out = {o[i].first, o[i].second, 0, {}};
            return true;
        }
    return false;
}

void MateTable::store(const Key& key, const MateNumbers& n, std::uint64_t work) {
    const auto addWork = [work](Entry& e) {
        e.work = std::uint32_t(std::min<std::uint64_t>(std::uint64_t(e.work) + work, UINT32_MAX));
    };
    if (n.pn != 0 && n.dn != 0) {
        Entry* b = bucket(key.open);
        Entry* e = std::find_if(b, b + Ways, [&](const Entry& x) {
            return x.kind == Kind::Open && x.key == key.open && live(x);
        });
        if (e == b + Ways) {
            e = &victim(b);
            *e = Entry{};
            e->key = key.open;
            e->kind = Kind::Open;
            e->generation = m_generation;
        }
        e->first = n.pn;
        e->second = n.dn;
        addWork(*e);
        return;
    }
    // A verdict: kept unless one already there says as much; the ones it says more than make room for it.
    const Kind kind = n.pn == 0 ? Kind::Proof : Kind::Disproof;
    const int length = n.pn == 0 ? n.length : std::min(n.length, NoMate);
    const auto saysMore = [&](const MateHands& h, int len, const MateHands& than, int thanLen) {
        return kind == Kind::Proof ? len <= thanLen && h.provesMoreThan(than)
                                   : len >= thanLen && h.disprovesMoreThan(than);
    };
    // The bounds as they read back packed, so an entry is compared with what it will say.
    const MateHands stored{MateHands::unpack(MateHands::pack(n.hands.attacker)),
                           MateHands::unpack(MateHands::pack(n.hands.defender))};
    Entry* b = bucket(key.board);
    Entry* slot = nullptr;
    std::uint64_t inherited = work;
    for (std::size_t i = 0; i < Ways; ++i) {
        Entry& e = b[i];
        if (e.key != key.board || e.kind != kind || !live(e)) continue;
        if (saysMore(e.hands(), e.length, stored, length)) {
            addWork(e);
            return;
        }
        if (saysMore(stored, length, e.hands(), e.length)) {
            inherited += e.work;
            if (slot)
                e = Entry{};
            else
                slot = &e;
        }
    }
    if (!slot) slot = &victim(b);
    *slot = Entry{};
    slot->key = key.board;
    slot->kind = kind;
    slot->generation = m_generation;
    slot->first = MateHands::pack(stored.attacker);
    slot->second = MateHands::pack(stored.defender);
    slot->length = std::int16_t(length);
    slot->work = std::uint32_t(std::min<std::uint64_t>(inherited, UINT32_MAX));
}

} // namespace shogi::engine
