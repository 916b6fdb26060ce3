#include "core/engine/SessionJournal.h"

#include "core/engine/FixedText.h"
#include "core/model/VendorBaseline.h"

#include <type_traits>

namespace augur {

SessionJournal::SessionJournal(const Session& session, SessionStore* store, const RunClock& clock)
    : session_(session), store_(store), clock_(clock) {}

void SessionJournal::commit(bool publish) {
    if (changed_.empty()) return;
    std::vector<CandidateId> ids(changed_.begin(), changed_.end());
    changed_.clear();
    for (auto id : ids) heldBack_.erase(id); // written now, as it is
    if (store_) {
        store_->saveCandidates(session_, ids);
        store_->setMeta("elapsed_s", fixedText(clock_.elapsed(), 3));
    }
    if (!publish) return;
    CandidatesChanged e;
    e.candidates.reserve(ids.size());
    for (auto id : ids) e.candidates.push_back(session_.at(id));
    this->publish(std::move(e));
}

void SessionJournal::commitHeldBack() {
    changed_.insert(heldBack_.begin(), heldBack_.end());
    heldBack_.clear();
    commit();
}

void SessionJournal::log(LogTopic topic, CandidateId id, const CoreMessage& message) {
    const std::string name(kLogTopics.name(topic));
    std::string text = message.english();
    if (store_) store_->log(clock_.elapsed(), name, id, text);
    LogMessage e;
    e.topic = topic;
    e.text = std::move(text);
    e.message = message;
    publish(std::move(e));
}

void SessionJournal::publish(EngineEvent e) {
    std::visit(
        [&](auto& event) {
            event.t = clock_.elapsed();
            if constexpr (std::is_base_of_v<EventStamp, std::decay_t<decltype(event)>>) event.stats = session_.stats();
        },
        e);
    if (sink_)
        sink_(std::move(e));
    else if (listener_)
        listener_(e);
}

void SessionJournal::saveConfig() {
    if (store_) store_->saveConfig(session_.config());
}

void SessionJournal::saveBaseline(const VendorBaseline& baseline) {
    if (store_) store_->setMeta("vendor_baseline", toJson(baseline).dump());
}

std::string SessionJournal::storedElapsed() const { return store_ ? store_->meta("elapsed_s") : std::string(); }

void SessionJournal::recordFinish(const std::string& reason) {
    if (!store_) return;
    store_->setMeta("status", "finished");
    store_->setMeta("stop_reason", reason);
    store_->setMeta("elapsed_s", fixedText(clock_.elapsed(), 3));
}

void SessionJournal::recordError(const std::string& what) noexcept {
    try {
        if (store_) store_->log(clock_.elapsed(), std::string(kLogTopics.name(LogTopic::Error)), kNoCandidate, what);
    } catch (...) {} // the store failed too: the error itself is still reported
}

} // namespace augur
