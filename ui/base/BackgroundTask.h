#pragma once
// The one way ui/ runs work off the GUI thread (docs/design.md "Layers"). The engine has its
// own thread and is reached through EngineController's commands and events; everything
// else a view or dialog does in the background goes through runInBackground().
//
// The lifetime rule: the work runs on Qt's global thread pool and uses only what it
// captured by value, never the object that asked for it. Its outcome is delivered to
// `done` on the GUI thread through a watcher owned by `owner`; when the owner is destroyed
// first, the watcher goes with it and the outcome is dropped. Nothing waits for a task
// except the application at exit (QCoreApplication waits for the global pool), so work
// that may run long takes a CancelToken and checks it. A task reports progress through a
// GuiChannel, which drops what arrives after its receiver is gone.
#include "core/base/InputError.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <type_traits>
#include <utility>

namespace augur::ui {

/// What background work produced: its value, or the text of what it threw.
template <typename T>
struct TaskOutcome {
    std::optional<T> value;
    QString error; ///< what() of the exception, when there is no value
    bool inputError = false; ///< the exception was an InputError (malformed input, not a fault)
    bool ok() const { return value.has_value(); }
};

/// Set from the GUI thread to ask a running task to stop at its next check.
using CancelToken = std::shared_ptr<std::atomic<bool>>;
inline CancelToken newCancelToken() { return std::make_shared<std::atomic<bool>>(false); }

/// Thrown by a task that saw its CancelToken set; its outcome then carries no value.
struct TaskCancelled {};

/// The thread pool background work runs on: Qt's global pool, with room for a long task
/// (an evaluation, a session load) next to short ones on a 2-core machine.
QThreadPool* backgroundPool();

/// Runs `work()` on the background pool; `done(TaskOutcome<R>)` runs on the GUI thread
/// afterwards unless `owner` was destroyed first. R is what `work` returns (copyable).
template <typename Work, typename Done>
void runInBackground(QObject* owner, Work work, Done done) {
    using R = std::invoke_result_t<Work&>;
    using Outcome = TaskOutcome<R>;
    auto* watcher = new QFutureWatcher<Outcome>(owner);
    QObject::connect(watcher, &QFutureWatcherBase::finished, owner, [watcher, done = std::move(done)]() mutable {
        Outcome outcome = watcher->result();
        watcher->deleteLater();
        done(std::move(outcome));
    });
    watcher->setFuture(QtConcurrent::run(backgroundPool(), [work = std::move(work)]() mutable {
        Outcome o;
        try {
            o.value.emplace(work());
        } catch (const TaskCancelled&) {
            o.error = QStringLiteral("cancelled");
        } catch (const InputError& e) {
            o.error = QString::fromStdString(e.what());
            o.inputError = true;
        } catch (const std::exception& e) {
            o.error = QString::fromStdString(e.what());
        }
        return o;
    }));
}

/// Carries calls from a running task to the GUI thread while the receiver lives: post()
/// may be called from any thread; a call posted after the receiver is destroyed is
/// dropped. Copies share one channel.
class GuiChannel {
public:
    explicit GuiChannel(QObject* receiver);
    /// Queues `call` to run on the receiver's thread (dropped when the receiver is gone).
    void post(std::function<void()> call) const;

private:
    struct State {
        std::mutex mutex;
        QObject* receiver = nullptr;
    };
    std::shared_ptr<State> state_;
};

} // namespace augur::ui
