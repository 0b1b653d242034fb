# The board widget (app/board): layout, the threats overlay, the sprites, and mouse-driven play, all on the
# offscreen platform.
if(TARGET shogiban_board)
    foreach(t tst_boardview tst_boardgeometry tst_boardthreats tst_boardsprites tst_boardarrows tst_diagrampainter
              tst_komadaicounts)
        shogiban_add_test(${t} SOURCES ${CMAKE_CURRENT_LIST_DIR}/${t}.cpp LIBS shogiban_board)
    endforeach()
endif()
