from manim import *


class Recipe(Scene):
    def construct(self):
        title = Text("Recipe", font_size=56).to_edge(UP, buff=1)
        ingredients = VGroup(
            Text("Flour", font_size=56),
            Text("Sugar", font_size=56),
            Text("Eggs", font_size=56),
        )
        ingredients.arrange(DOWN, aligned_edge=LEFT, buff=0.6).next_to(title, DOWN, buff=0.8)
        self.play(Write(title))
        for ingredient in ingredients:
            self.play(Write(ingredient), run_time=0.8)
        sugar = ingredients[1]
        sugar.set_color(YELLOW)
        self.wait()