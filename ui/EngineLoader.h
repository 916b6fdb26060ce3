#pragma once
#include "core/Engine.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QThread;

namespace augur::ui {

/// Builds an Engine off the GUI thread: reading a dataset or a session file of many
/// thousand candidates takes long enough to freeze a window. load() runs the build on a
/// worker thread; loaded() or failed() is emitted on the GUI thread when it is done.
/// One build at a time.
class EngineLoader : public QObject {
    Q_OBJECT
public:
    using Build = std::function<std::unique_ptr<Engine>()>;

    explicit EngineLoader(QObject* parent = nullptr);
    /// Waits for a build still running (its engine is then discarded).
    ~EngineLoader() override;

    /// Starts a build; false when one is still running.
    bool load(Build build);
    bool isBusy() const { return thread_ != nullptr; }
    /// The engine of the last successful build (once, after loaded()).
    std::unique_ptr<Engine> takeEngine() { return std::move(engine_); }

Q_SIGNALS:
    void loaded();
    /// `inputError`: the input was malformed (a file, a field), as opposed to an internal error.
    void failed(const QString& message, bool inputError);

private:
    void onFinished();

    QThread* thread_ = nullptr;
    std::unique_ptr<Engine> engine_;
    std::string error_;
    bool inputError_ = false;
};

} // namespace augur::ui
