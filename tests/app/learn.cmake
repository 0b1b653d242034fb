# The lessons (app/learn): the shipped book (every level solvable, every text in four languages, every
# refusal explained), the progress kept, and the lessons' window.
if(TARGET shogiban_gui)
    shogiban_add_test(tst_learn_lessons SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_learn_lessons.cpp LIBS shogiban_gui)
endif()
