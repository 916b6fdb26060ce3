#include "core/session/LiveSession.h"

#include "core/backend/ClusterView.h"
#include "core/engine/Engine.h"
#include "core/session/SessionFactory.h"
#include "core/store/SessionStore.h"

namespace augur {

LiveSession::LiveSession(std::unique_ptr<Engine> engine)
    : engine_(std::move(engine)), problem_(engine_->session().problem()), config_(engine_->session().config()) {
    if (const SessionStore* store = engine_->store()) sessionPath_ = store->path();
    cluster_ = clusterActivityOf(engine_->backend());
    measuresSource_ = engine_->backend().measuresSource();
}

LiveSession::~LiveSession() {
    if (llm_) llm_->stop(); // an LLM batch in flight ends within ~50 ms, not at its timeout
    if (engine_) engine_->requestStop();
    engine_.reset(); // joins the engine thread
}

std::unique_ptr<LiveSession> LiveSession::create(const SessionConfig& config, const std::string& sessionPath) {
    auto llm = std::make_shared<LlmActivity>();
    auto s = std::make_unique<LiveSession>(SessionFactory::create(config, sessionPath, llm));
    if (s->config_.usesLlm()) s->llm_ = std::move(llm);
    return s;
}

std::unique_ptr<LiveSession> LiveSession::resume(const std::string& sessionPath) {
    auto llm = std::make_shared<LlmActivity>();
    auto s = std::make_unique<LiveSession>(SessionFactory::resume(sessionPath, true, llm));
    if (s->config_.usesLlm()) s->llm_ = std::move(llm);
    return s;
}

void LiveSession::setListener(std::function<void(const EngineEvent&)> listener) {
    engine_->setListener(std::move(listener));
}

void LiveSession::setSink(std::function<void(EngineEvent&&)> sink) { engine_->setSink(std::move(sink)); }

void LiveSession::start() { engine_->start(); }

void LiveSession::post(const EngineCommand& command) { engine_->post(command); }

void LiveSession::requestStop() {
    if (llm_) llm_->stop();
    engine_->requestStop();
}

} // namespace augur
