#include "ui/session/EngineLoader.h"

#include "ui/base/BackgroundTask.h"

namespace augur::ui {

EngineLoader::EngineLoader(QObject* parent) : QObject(parent) {}

bool EngineLoader::load(Build build) {
    if (busy_) return false;
    busy_ = true;
    session_.reset();
    // The outcome must be copyable; the session travels in a shared holder. When this loader
    // is gone before the build ends, the holder's last owner deletes the session.
    using Holder = std::shared_ptr<std::unique_ptr<LiveSession>>;
    runInBackground(
        this, [build = std::move(build)] { return std::make_shared<std::unique_ptr<LiveSession>>(build()); },
        [this](TaskOutcome<Holder> outcome) {
            busy_ = false;
            if (outcome.ok() && *outcome.value && **outcome.value) {
                session_ = std::move(**outcome.value);
                Q_EMIT loaded();
                return;
            }
            Q_EMIT failed(outcome.error.isEmpty() ? QStringLiteral("no session was built") : outcome.error,
                          outcome.inputError);
        });
    return true;
}

} // namespace augur::ui
