#include "ui/EngineLoader.h"

#include "core/InputError.h"

#include <QThread>

namespace augur::ui {

EngineLoader::EngineLoader(QObject* parent) : QObject(parent) {}

EngineLoader::~EngineLoader() {
    if (thread_) {
        thread_->wait();
        delete thread_;
    }
}

bool EngineLoader::load(Build build) {
    if (thread_) return false;
    engine_.reset();
    error_.clear();
    inputError_ = false;
    // The worker writes engine_/error_ only; they are read after QThread::finished, which
    // is delivered to this (GUI-thread) object after the worker is done with them.
    thread_ = QThread::create([this, build = std::move(build)] {
        try {
            engine_ = build();
        } catch (const InputError& e) {
            error_ = e.what();
            inputError_ = true;
        } catch (const std::exception& e) {
            error_ = e.what();
        }
    });
    connect(thread_, &QThread::finished, this, &EngineLoader::onFinished);
    thread_->start();
    return true;
}

void EngineLoader::onFinished() {
    thread_->wait();
    thread_->deleteLater();
    thread_ = nullptr;
    if (engine_) Q_EMIT loaded();
    else Q_EMIT failed(QString::fromStdString(error_.empty() ? std::string("no engine was built") : error_), inputError_);
}

} // namespace augur::ui
