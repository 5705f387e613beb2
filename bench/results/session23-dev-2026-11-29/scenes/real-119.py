from manim import *


class Compass(Scene):
    def construct(self):
        nw = Text("NW", font_size=30).move_to(LEFT * 4 + UP * 4)
        ne = Text("NE", font_size=30).move_to(RIGHT * 4 + UP * 4)
        sw = Text("SW", font_size=30).move_to(LEFT * 4 + DOWN * 4)
        se = Text("SE", font_size=30).move_to(RIGHT * 4 + DOWN * 4)
        compass = VGroup(nw, ne, sw, se)
        compass.move_to(ORIGIN)
        self.play(Create(nw), Create(ne), Create(sw), Create(se))
        self.wait()