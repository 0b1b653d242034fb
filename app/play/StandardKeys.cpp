#include "play/StandardKeys.h"

QList<QKeySequence> standardKeys(QKeySequence::StandardKey key, const QKeySequence& usual) {
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (!keys.contains(usual)) keys.prepend(usual);
    return keys;
}
