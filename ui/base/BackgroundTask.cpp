#include "ui/base/BackgroundTask.h"

#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace augur::ui {

QThreadPool* backgroundPool() {
    static QThreadPool* pool = [] {
        QThreadPool* p = QThreadPool::globalInstance();
        p->setMaxThreadCount(std::max(4, QThread::idealThreadCount()));
        return p;
    }();
    return pool;
}

GuiChannel::GuiChannel(QObject* receiver) : state_(std::make_shared<State>()) {
    state_->receiver = receiver;
    // Cleared under the lock before the receiver's memory is gone, so post() never hands
    // Qt a dangling receiver; events already queued for it are removed by ~QObject.
    QObject::connect(receiver, &QObject::destroyed, [state = state_] {
        std::lock_guard lock(state->mutex);
        state->receiver = nullptr;
    });
}

void GuiChannel::post(std::function<void()> call) const {
    std::lock_guard lock(state_->mutex);
    if (state_->receiver) QMetaObject::invokeMethod(state_->receiver, std::move(call), Qt::QueuedConnection);
}

} // namespace augur::ui
