#pragma once
// An allocator for large tables probed at random (the mate table): on Linux a block of 2 MB or more is aligned
// to 2 MB and marked for transparent huge pages, which the system only gives on request (`madvise` mode), so a
// probe does not also miss the TLB at every step. Elsewhere, and for smaller blocks, plain operator new.
#include <cstddef>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace shogi::engine {

template <typename T> struct HugePageAllocator {
    using value_type = T;
    static constexpr std::size_t HugePage = std::size_t(2) << 20;

    HugePageAllocator() = default;
    template <typename U> HugePageAllocator(const HugePageAllocator<U>&) {}

    T* allocate(std::size_t n) {
#if defined(__linux__)
        if (const std::size_t bytes = n * sizeof(T); bytes >= HugePage) {
            const std::size_t rounded = (bytes + HugePage - 1) / HugePage * HugePage;
            void* p = std::aligned_alloc(HugePage, rounded);
            if (!p) throw std::bad_alloc();
            madvise(p, rounded, MADV_HUGEPAGE);
            return static_cast<T*>(p);
        }
#endif
        return static_cast<T*>(::operator new(n * sizeof(T)));
    }
    void deallocate(T* p, std::size_t n) {
#if defined(__linux__)
        if (n * sizeof(T) >= HugePage) {
            std::free(p);
            return;
        }
#endif
        ::operator delete(p, n * sizeof(T));
    }
    template <typename U> bool operator==(const HugePageAllocator<U>&) const {
        return true;
    }
};

} // namespace shogi::engine
