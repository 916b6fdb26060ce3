#include "gpu/worker/OutputVault.h"

#include <algorithm>

namespace augur::gpu {

std::shared_ptr<SeedOutputs> OutputVault::find(const std::string& key) {
    auto it = entries_.find(key);
    if (it == entries_.end()) return nullptr;
    recency_.remove(key);
    recency_.push_front(key);
    return it->second;
}

void OutputVault::insert(const std::string& key, std::shared_ptr<SeedOutputs> entry) {
    if (entries_.count(key)) recency_.remove(key);
    entries_[key] = std::move(entry);
    recency_.push_front(key);
}

bool OutputVault::evictOne() {
    // The least recently used entry no measurement holds.
    for (auto it = recency_.rbegin(); it != recency_.rend(); ++it) {
        auto e = entries_.find(*it);
        if (e == entries_.end() || e->second.use_count() > 1) continue;
        entries_.erase(e);
        recency_.erase(std::next(it).base());
        ++evictions_;
        return true;
    }
    return false;
}

std::size_t OutputVault::bytes() const {
    std::size_t n = 0;
    for (const auto& [key, e] : entries_) n += e->deviceBytes();
    return n;
}

DeviceSlot OutputVault::allocate(std::size_t bytes, std::size_t pendingBytes, std::size_t budgetBytes) {
    if (bytes == 0 || bytes + pendingBytes > budgetBytes) return {};
    while (this->bytes() + pendingBytes + bytes > budgetBytes)
        if (!evictOne()) return {};
    for (;;) {
        CUdeviceptr p = 0;
        const CUresult rc = api_.cuMemAlloc(&p, bytes);
        if (rc == CUDA_SUCCESS) return DeviceSlot(&api_, p, bytes);
        if (rc != CUDA_ERROR_OUT_OF_MEMORY) return {};
        ++refusals_;
        if (!evictOne()) return {};
    }
}

void OutputVault::clear(bool abandon) {
    if (abandon)
        for (auto& [key, e] : entries_) e->abandon();
    entries_.clear();
    recency_.clear();
}

} // namespace augur::gpu
